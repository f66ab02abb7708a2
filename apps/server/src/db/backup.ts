import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { StartupError } from "../core/startup-error";

/**
 * Backups. The embedded PostgreSQL ships only its server (initdb, pg_ctl, postgres), no pg_dump,
 * and a system pg_dump older than the server refuses to dump it. So the embedded database is
 * backed up by PostgreSQL itself: a base backup over the replication protocol (what pg_basebackup
 * asks for), with the WAL needed to make it consistent, as one gzipped tar of the data folder. It
 * restores into an empty DATA_DIR and starts like any data folder after a crash: consistent as
 * of the end of the backup. A PostgreSQL of your own (DATABASE_URL) is dumped with pg_dump, whose
 * snapshot is consistent too, and restored into an empty database with pg_restore
 * (docs/decisions/0030-backups.md).
 */

/** The one archive PostgreSQL streams for the data folder (we make no tablespaces). */
const BASE_ARCHIVE = "base.tar";

/**
 * node-postgres hands a query's COPY data to the query; a base backup's stream is COPY data whose
 * first byte says what follows ('n' a new archive, 'd' its bytes, 'p' progress, 'm' a manifest).
 */
class BaseBackupQuery extends pg.Query {
  constructor(
    text: string,
    private readonly onArchiveBytes: (bytes: Buffer) => void,
    private readonly onArchive: (name: string) => void,
  ) {
    super(text);
  }
  handleCopyData(msg: { chunk: Buffer }) {
    const { chunk } = msg;
    const kind = String.fromCharCode(chunk[0] ?? 0);
    if (kind === "n") this.onArchive(chunk.subarray(1, chunk.indexOf(0, 1)).toString());
    // A copy: the chunk is a view into pg-protocol's read buffer, which it reuses for the next
    // messages (parser.js mergeBuffer), while gzip may still hold the bytes under back-pressure.
    // Handed on as a view, a slow gzip (a loaded machine) wrote later bytes in their place: a
    // backup whose tar stopped at a bad header.
    else if (kind === "d") this.onArchiveBytes(Buffer.from(chunk.subarray(1)));
  }
}

/** A base backup of the server at `url` (a superuser or REPLICATION role) into `file` (.tar.gz). */
export async function writeBaseBackup(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, replication: "database" } as pg.ClientConfig);
  await client.connect();
  const gzip = createGzip();
  const written = pipeline(gzip, fs.createWriteStream(file, { mode: 0o600 }));
  // Our end of the connection waits while the file catches up (the server then waits on TCP).
  const socket = (client as unknown as { connection: { stream: NodeJS.ReadableStream } }).connection.stream;
  const archives: string[] = [];
  try {
    // A query object is submitted as it is, without a promise: its events say when it is done.
    const query = new BaseBackupQuery(
      "BASE_BACKUP (LABEL 'civic-postcard', CHECKPOINT 'fast', WAL true, WAIT true, MANIFEST 'no')",
      (bytes) => {
        if (!gzip.write(bytes)) {
          socket.pause();
          gzip.once("drain", () => socket.resume());
        }
      },
      (name) => archives.push(name),
    );
    await new Promise<void>((resolve, reject) => {
      query.once("end", () => resolve()).once("error", reject);
      client.query(query as unknown as pg.QueryConfig);
    });
    if (archives.join() !== BASE_ARCHIVE) {
      throw new Error(
        `expected the data folder alone, got ${archives.join(", ") || "nothing"} (tablespaces are not backed up)`,
      );
    }
  } finally {
    gzip.end();
    await client.end().catch(() => {});
  }
  await written;
}

/**
 * Unpacks a base backup into `pgDir`, which must not exist or be empty; PostgreSQL recovers it
 * to the end of the backup on its first start.
 */
export async function unpackBaseBackup(file: string, pgDir: string): Promise<void> {
  if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length) {
    throw new StartupError(`${pgDir} is not empty: restore into a fresh DATA_DIR (or move that folder away first).`);
  }
  // DATA_DIR with the usual mode (PostgreSQL's own user must enter it), the data folder its alone.
  fs.mkdirSync(path.dirname(pgDir), { recursive: true });
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  await run("tar", ["-xzf", path.resolve(file), "-C", pgDir]);
  fs.chmodSync(pgDir, 0o700);
  // As root, the embedded PostgreSQL runs as `postgres` (db/embedded-postgres.ts): the folder is its.
  if (os.userInfo().uid === 0) await run("chown", ["-R", "postgres:postgres", pgDir]).catch(() => {});
}

/**
 * A connection URL without its password, and the password for PGPASSWORD: an argument is readable
 * by every user of the machine (`ps`), an environment variable only by the process's own.
 */
function withoutPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** pg_dump's custom format (compressed, restorable table by table) of the database at `url`. */
export async function writeDump(url: string, file: string): Promise<void> {
  const target = withoutPassword(url);
  // Made 0600 before pg_dump opens it (it keeps the mode of a file that exists): a dump holds
  // everyone's orders and the secrets of the app.
  fs.writeFileSync(file, "", { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  await run(
    pgTool("pg_dump"),
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${target.url}`],
    target.env,
  );
}

/** Loads a pg_dump file into the database at `url`, which must have no tables of ours yet. */
export async function restoreDump(file: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    if (rows[0]?.n) {
      throw new StartupError("The database at DATABASE_URL is not empty: restore into a new, empty database.");
    }
  } finally {
    await client.end();
  }
  const target = withoutPassword(url);
  await run(
    pgTool("pg_restore"),
    ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${target.url}`, file],
    target.env,
  );
}

/** What kind of backup a file is, from its first bytes. */
export function backupKind(file: string): "base-backup" | "dump" {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return "base-backup";
  if (head.toString() === "PGDMP") return "dump";
  throw new StartupError(`${file} is neither a backup of the embedded database nor a pg_dump file.`);
}

/** pg_dump and pg_restore from PG_BIN_DIR (they must be at least the server's version), else PATH. */
function pgTool(name: string) {
  return process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, name) : name;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"], env });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "ENOENT" ? new StartupError(`${command} was not found: install it, or set PG_BIN_DIR.`) : err,
      ),
    );
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new StartupError(`${path.basename(command)} failed (${code}): ${stderr.trim()}`)),
    );
  });
}
