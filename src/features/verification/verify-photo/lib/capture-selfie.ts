/** The selfie's width at most: enough for a face check, ~60 kB as JPEG. */
const MAX_WIDTH = 640;

/**
 * The video's current frame as a JPEG data URL (what the ai function takes), scaled down to 640 px
 * wide; null when the browser cannot draw it. Drawn from the live stream: no file is ever read.
 */
export function captureSelfie(video: HTMLVideoElement): string | null {
  const width = Math.min(video.videoWidth || MAX_WIDTH, MAX_WIDTH);
  const height = Math.round(((video.videoHeight || 480) * width) / (video.videoWidth || MAX_WIDTH));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  const url = canvas.toDataURL('image/jpeg', 0.85);
  return url.startsWith('data:image/jpeg;base64,') ? url : null;
}
