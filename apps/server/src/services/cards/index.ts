import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { AppError } from "../../http/app-error";
import type { LegislatorDirectory } from "../legislators/legislator-directory";
import type { Card } from "./card-layout";
import { createCardPreviews } from "./card-previews";
import { createRenderPool } from "./render-pool";

export interface PreviewRequest {
  message: string;
  sender: Card["sender"];
  recipientId: string;
  front?: string;
}

/** Cards: previews for the wizard and print files for the print shop, drawn in the render pool. */
export function createCardsService(deps: { config: Config; db: Db; legislators: LegislatorDirectory }) {
  const pool = createRenderPool({ threads: deps.config.RENDER_THREADS, maxQueue: deps.config.RENDER_QUEUE });
  const previews = createCardPreviews({ db: deps.db, pool });
  return {
    /** The card as it will be written, to a legislator from the directory (never the browser's address). */
    async preview({ message, sender, recipientId, front }: PreviewRequest) {
      const legislator = deps.legislators.index.findById(recipientId);
      if (!legislator || legislator.vacant) {
        throw AppError.badRequest("That legislator can't receive a card. Go back and choose who to write to.");
      }
      const recipient = { title: legislator.title, name: legislator.name, address: legislator.address };
      return previews.preview({ message, sender, recipient, front });
    },
    previewImage: previews.image,
    /** The print shop's PDF (both sides) and PNG (the written side). */
    printFiles: (card: Card) => pool.print({ kind: "print", card }),
    warmUp: () => pool.warmUp(),
    stop: () => pool.stop(),
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
