export { PhotoManager } from './ui/PhotoManager';
export { photosApi } from './api/photos-api';
