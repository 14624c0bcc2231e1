import { defineTexts } from '@/shared/i18n';

// SPEC §5 and §8 verbatim.
export const photoTexts = defineTexts('photos', {
  notAnImage: 'Please upload an image file',
  tooLarge: 'File size must be less than 5MB',
  uploaded: 'Photo uploaded successfully',
  uploadFailed: 'Error uploading photo',
  primarySet: 'Primary photo updated',
  primaryFailed: 'Error updating primary photo',
  deleted: 'Photo deleted successfully',
  deleteFailed: 'Error deleting photo',
  // Not in the SPEC, which has no reordering.
  reorderFailed: 'Error reordering photos',
  // Not in the SPEC either: deleting asks first, since a deleted photo (its file too) cannot come back.
  deleteTitle: 'Delete this photo?',
  deleteBody: 'It is removed from your profile and deleted for good.',
  deletePrimaryBody: 'It is removed from your profile and deleted for good. Your next photo becomes your primary photo.',
  cancel: 'Cancel',
  delete: 'Delete',
  // The photo manager's own words.
  yourPhotos: 'Your photos',
  upload: 'Upload photo',
  preparing: 'Preparing photo...',
  uploading: (progress: number) => `Uploading photo... ${progress}%`,
  primary: 'Primary',
  primaryPhoto: 'Primary photo',
  photo: (number: number) => `Photo ${number}`,
  moveEarlier: (number: number) => `Move photo ${number} earlier`,
  moveLater: (number: number) => `Move photo ${number} later`,
  makePrimary: (number: number) => `Make photo ${number} primary`,
  deletePrimary: 'Delete primary photo',
  deletePhoto: (number: number) => `Delete photo ${number}`,
});

/** The re-encoded photo: longest side at most this many pixels, as a JPEG without EXIF. */
export const PHOTO_MAX_DIMENSION = 1600;
