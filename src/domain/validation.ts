/** Validation rules of spec document 1 §5 (pure; shared by forms and the server). */

/** 1 followed by 3, 4, 5, 7 or 8 and nine digits. */
export const isMobile = (value: string): boolean => /^1[34578]\d{9}$/.test(value);
