import QRCode from "qrcode";

/** A campaign link's QR code for flyers: a PNG large enough to print sharp at a few inches. */
export function campaignQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 1024 });
}
