export const IMAGE_MESSAGES = {
  missing: "Please select a file to upload.",
  tooLarge: "File size must be less than 5MB",
  wrongType: "Please select a valid image file (JPEG, PNG, or WebP)",
  uploadFailed: (noun: string) => `Failed to upload ${noun}. Please try again.`,
  deleteFailed: (noun: string) => `Failed to delete ${noun}. Please try again.`,
  uploaded: (title: string) => `${title} successfully uploaded`,
  deleted: (title: string) => `${title} successfully deleted`,
} as const;
