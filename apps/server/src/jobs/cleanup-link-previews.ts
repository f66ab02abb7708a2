import { defineJob } from "./queue";

/** Daily: drop link previews whose 24 h cache has expired, so the table stays small. */
export const cleanupLinkPreviews = defineJob<{ now?: string }>({
  name: "cleanup-link-previews",
  schedule: "17 4 * * *",
  async handle(data, app) {
    const now = data.now ? new Date(data.now) : new Date();
    const result = await app.db.deleteFrom("link_previews").where("expires_at", "<", now).executeTakeFirst();
    app.log.info({ deleted: Number(result.numDeletedRows) }, "expired link previews removed");
  },
});
