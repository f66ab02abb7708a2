import { errorCodes } from "@civic/contracts/errors";
import { Piscina } from "piscina";
import { AppError } from "../../core/app-error";
import { threadEntry } from "../../core/thread-entry";
import { DEFAULT_CARD_FRONT, isCardFrontId } from "./card-fronts";
import type { PdfImage } from "./print-pdf";
import type { Card } from "./render-card";
import type { PreviewResult, PrintResult, QrResult, RenderTask } from "./render-tasks";

export interface RenderPoolOptions {
  threads: number;
  /** Tasks that may wait for a thread; one more is refused at once instead of waiting unbounded. */
  maxQueue: number;
}

/** Piscina's rejection when `maxQueue` tasks are already waiting. */
const QUEUE_FULL = "Task queue is at limit";

/** The threads' entry: bundled beside the built server (scripts/build-server.mjs); see threadEntry. */
const THREAD_ENTRY = threadEntry("render-thread", import.meta.url).href;

/**
 * Card rendering in worker threads (a preview's raster and PNG take tens of milliseconds of CPU), so
 * the event loop keeps answering while cards are drawn. Threads start on the first render or warmUp().
 */
export function createRenderPool(options: RenderPoolOptions) {
  let pool: Piscina | undefined;
  let stopped = false;
  const start = () => {
    pool ??= new Piscina({
      filename: THREAD_ENTRY,
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: options.maxQueue,
      idleTimeout: Number.POSITIVE_INFINITY,
      // Piscina's default ("sync") parks a thread in Atomics.wait between tasks, so its event loop
      // never turns while work keeps coming, and resvg's images, freed by finalizers that run on
      // the loop after a collection, piled up: 4 MB a preview, over 1 GB after 250. Messages let
      // the loop turn between tasks.
      atomics: "disabled",
    });
    return pool;
  };
  const run = async (task: RenderTask) => {
    if (stopped) throw busy();
    try {
      return await start().run(task);
    } catch (err) {
      if (err instanceof Error && err.message === QUEUE_FULL) throw busy();
      throw err;
    }
  };
  // Each front's print image, drawn once per process in one thread, one front at a time, and
  // handed to every print task (168 KB copied). Drawing one takes about 76 MB (the 300 dpi canvas
  // and resvg's layers): when each thread drew its own, both did at once on their first print
  // files, the server's peak under load (decision 0052's addendum).
  const frontImages = new Map<string, Promise<PdfImage>>();
  let drawing: Promise<unknown> = Promise.resolve();
  const frontImage = (front: string | undefined) => {
    const key = isCardFrontId(front) ? front : DEFAULT_CARD_FRONT; // the scene a thread would draw
    let image = frontImages.get(key);
    if (!image) {
      image = drawing.then(() => run({ kind: "front-image", front: key }) as Promise<PdfImage>);
      drawing = image.catch(() => {});
      image.catch(() => frontImages.delete(key)); // busy, or a thread that died: drawn again next time
      frontImages.set(key, image);
    }
    return image;
  };
  return {
    preview: (task: Extract<RenderTask, { kind: "preview" }>) => run(task) as Promise<PreviewResult>,
    print: async ({ card }: { kind: "print"; card: Card }) =>
      run({ kind: "print", card, front: await frontImage(card.front) }) as Promise<PrintResult>,
    qr: (task: Extract<RenderTask, { kind: "qr" }>) => run(task) as Promise<QrResult>,
    ownCards: (task: Extract<RenderTask, { kind: "own-cards" }>) => run(task) as Promise<PrintResult>,
    /** Starts the threads now (each loads the renderer) instead of on the first render. */
    warmUp() {
      if (!stopped) start();
    },
    /** Draws these fronts' print images now, in the background, so no print file waits for one under load. */
    warmUpPrints(fronts: readonly string[]) {
      for (const front of fronts) frontImage(front).catch(() => {}); // a print draws it again if this failed
    },
    async stop() {
      stopped = true;
      await pool?.destroy();
    },
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;

/**
 * A thread's answer as a Buffer over the same memory: `Buffer.from(bytes)` would copy it, and on
 * the event loop each copy is more memory outside V8's heap that it counts towards its next full
 * collection.
 */
export const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function busy() {
  return new AppError(
    503,
    errorCodes.busy,
    "We're drawing a lot of postcards right now. Please try again in a few seconds.",
  );
}
