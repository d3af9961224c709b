// Claim texts beyond the spec (photos, number, status timeline). The §5 form messages live in
// validation.ts and 'Your claim has been submitted!' in notices.ts.

export const claimMessages = {
  addPhotos: 'Add photos',
  photosHint: 'Photos of the damage help us settle your claim. JPEG or PNG, up to 10 MB each.',
  removePhoto: 'Remove photo',
  tooManyPhotos: 'You can add up to 10 photos to a claim.',
  photoTooLarge: (name: string) => `${name} is larger than 10 MB. Please choose a smaller photo.`,
  photoWrongType: (name: string) => `${name} is not a JPEG or PNG photo.`,
  heicUnsupported:
    'HEIC photos cannot be read yet. Please set your camera to "Most Compatible" (JPEG) or send a screenshot.',
  photoUnreadable: 'This file is not a readable JPEG or PNG image.',
  photoUploadFailed: 'A photo could not be uploaded. Please try again.',
  photoNotAvailable: 'One of the photos is not available. Please add it again.',
  submitClaim: 'Submit Claim',
  claimNumber: (n: string) => `Claim ${n}`,
  noClaims: 'You have not reported any claims for this policy.',
  statusTimeline: 'Status',
  photosOf: (n: string) => `Photos of claim ${n}`,
} as const;
