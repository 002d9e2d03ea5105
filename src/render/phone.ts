/**
 * Width at which Discord shows an image on a phone, in pixels: the images of every game are
 * designed to read at it (their texts keep a readable size once the image is shrunk to it).
 */
export const PHONE_WIDTH = 390;
