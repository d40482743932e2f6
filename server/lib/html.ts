/** Text made safe for HTML element content and quoted attribute values (every `& < > " '` as a reference). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
