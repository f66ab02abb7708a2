import QRCode from "qrcode";

/** How a link's code is drawn: a PNG large enough to print sharp at a few inches. */
export const QR_CODE_STYLE = { type: "png", errorCorrectionLevel: "M", margin: 2, width: 1024 } as const;

/** A link's QR code for flyers. About 100 ms of CPU: drawn in a render thread, never on the event loop. */
export function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, QR_CODE_STYLE);
}
