// A QR code as an SVG image for an <img>: crisp at any size, and no canvas needed. qrcode loads with its first use.
export async function qrImage(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
