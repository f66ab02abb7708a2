// The baseline: a bare Node HTTP server answering a fixed JSON body of the same size class.
import http from "node:http";

const body = JSON.stringify([
  {
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
  },
]);
const server = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
