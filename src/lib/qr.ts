import QRCode from 'qrcode'

/**
 * A scannable QR code for `text` as an SVG string, generated on the server
 * (no image from elsewhere). Medium error correction, quiet zone included.
 */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#0b1020', light: '#ffffff' },
  })
}
