// An open-loop load generator: requests leave on a fixed schedule whatever the server's pace, over a
// pool of keep-alive connections, and latency counts from the scheduled send time. autocannon's
// rate limit sends each second's quota in one burst at the top of the second (and corrects for
// coordinated omission with a 1 ms interval), so at a fixed rate it measures its own bursts.
import http from "node:http";

/**
 * @param {{ port: number, path: string, body: (i: number) => string, rate: number, seconds: number, connections: number }} o
 * @returns {Promise<{ sent: number, ok: number, errors: number, p50: number, p99: number, max: number, rps: number }>}
 */
export async function openLoop({ port, path, body, rate, seconds, connections }) {
  // FIFO over sockets opened up front: every request rides one of `connections` live connections in turn.
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: connections,
    maxFreeSockets: connections,
    scheduling: "fifo",
  });
  const latencies = [];
  let sent = 0;
  let errors = 0;
  const total = Math.round(rate * seconds);
  const send = (i, due) =>
    new Promise((resolve) => {
      const payload = body(i);
      const req = http.request(
        {
          agent,
          host: "127.0.0.1",
          port,
          path,
          method: "POST",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode === 200) latencies.push(performance.now() - due);
            else errors++;
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(payload);
    });
  await Promise.all(Array.from({ length: connections }, (_, i) => send(i, performance.now())));
  latencies.length = 0;
  errors = 0;
  const started = performance.now();
  const inFlight = [];
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Request i is due at started + i/rate: the first at once, not one interval late.
      const due = Math.min(total, Math.floor(((now - started) / 1000) * rate) + 1);
      for (; sent < due; sent++) inFlight.push(send(sent, started + (sent * 1000) / rate));
      // Sleep until just before the next request is due, and spin only the last 2 ms: at low rates
      // the generator leaves the cores it shares with the server alone, at high rates it is on time.
      const wait = started + (sent * 1000) / rate - performance.now();
      if (sent >= total) resolve();
      else if (wait > 2) setTimeout(tick, wait - 2);
      else setImmediate(tick);
    };
    tick();
  });
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN).toFixed(1));
  return {
    sent,
    ok: latencies.length,
    errors,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
    rps: Math.round(sent / ((performance.now() - started) / 1000)),
  };
}
