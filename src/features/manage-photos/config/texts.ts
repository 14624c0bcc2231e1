// SPEC §5 and §8 verbatim.
export const photoTexts = {
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
} as const;

/** The re-encoded photo: longest side at most this many pixels, as a JPEG without EXIF. */
export const PHOTO_MAX_DIMENSION = 1600;
