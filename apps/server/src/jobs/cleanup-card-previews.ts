import { sql } from "kysely";
import { defineJob } from "./queue";

/** Hourly: drop card previews drawn over a day ago (the wizard draws them again when needed). */
export const cleanupCardPreviews = defineJob<object>({
  name: "cleanup-card-previews",
  schedule: "23 * * * *",
  async handle(_data, app) {
    const result = await app.db
      .deleteFrom("card_previews")
      .where("created_at", "<", sql<Date>`now() - interval '1 day'`)
      .executeTakeFirst();
    app.log.info({ deleted: Number(result.numDeletedRows) }, "old card previews removed");
  },
});
