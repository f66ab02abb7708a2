// The baseline: a bare Node HTTP server answering a fixed JSON body of the same size class as the
// Congress lookup's answer (433 bytes), or, with BODY_BYTES, that many bytes of JSON (the same
// member repeated), the size of an average state lookup's answer.
import http from "node:http";

const member = {
  id: "C001112",
  name: "Salud O. Carbajal",
  photo: "https://unitedstates.github.io/images/congress/225x275/C001112.jpg",
  district: "District 24",
  city: "Santa Barbara",
  state: "CA",
  party: "Democrat",
  type: "representative",
  title: "Rep.",
  address: { street: "2331 Rayburn House Office Building", city: "Washington", state: "DC", zip: "20515-0524" },
  phone: "202-225-3601",
  url: "https://carbajal.house.gov",
  vacant: false,
};
const wanted = Number(process.env.BODY_BYTES ?? 0);
const body = JSON.stringify(
  Array.from({ length: Math.max(1, Math.round(wanted / (JSON.stringify(member).length + 1))) }, () => member),
);
const server = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
