// The type a stored file is served with. The uploader's declared type is kept for display (MediaItem.mime_type),
// but a browser must never render an uploaded file as a page of ours: HTML, SVG, XML, scripts and anything not in
// the passive list below go out as application/octet-stream (the contract's promise), always with
// `Content-Disposition: attachment` and `nosniff` (media/store.ts).

/** Types a browser shows without running anything of the file's. */
const PASSIVE = [
  /^image\/(png|jpeg|gif|webp|avif|bmp|tiff|heic|heif)$/,
  /^application\/pdf$/,
  /^text\/(plain|csv)$/,
  /^audio\/[a-z0-9.+-]+$/,
  /^video\/[a-z0-9.+-]+$/,
  /^application\/(zip|x-zip-compressed|gzip|x-7z-compressed|x-rar-compressed|msword|rtf|json)$/,
  /^application\/vnd\.(openxmlformats-officedocument\.[a-z.]+|ms-excel|ms-powerpoint|oasis\.opendocument\.[a-z.]+)$/,
  /^message\/rfc822$/,
];

export function servedContentType(declared: string | null | undefined): string {
  const base = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return PASSIVE.some((re) => re.test(base)) ? base : 'application/octet-stream';
}
