/** Where people write to the platform (the landing's contact link, an invoice without bank details). */
export const PLATFORM_CONTACT_EMAIL = 'halo@meja.id';
