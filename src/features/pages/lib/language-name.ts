/** A language tag (`hi-IN`) named in the reader's language ("Hindi (India)"); the tag itself where Intl cannot. */
export function languageName(tag: string, readerLocale: string): string {
  try {
    return new Intl.DisplayNames([readerLocale], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
