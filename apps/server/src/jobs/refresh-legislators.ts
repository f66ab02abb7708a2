import { defineJob } from "./queue";

/** Daily: re-import the public legislator data (members change; a new Congress every odd year). */
export const refreshLegislators = defineJob({
  name: "refresh-legislators",
  schedule: "23 6 * * *",
  retryLimit: 2,
  async handle(_data, app) {
    await app.services.legislators.refresh();
  },
});
