import { useEffect, useState } from 'react';

/** An international number's display form; the number as given until the formatter has come. */
type PhoneFormat = (international: string) => string;

const asGiven: PhoneFormat = (international) => international;

/**
 * libphonenumber-js with its metadata (about 35 kB gzip) loads after the page, not with it
 * (ADR 0013: only what needs it loads it).
 */
const loadFormat = () =>
  import('libphonenumber-js/min').then(
    ({ parsePhoneNumberFromString }): PhoneFormat =>
      (international) =>
        parsePhoneNumberFromString(international)?.formatInternational() ?? international,
  );

/**
 * A function that shows an international number (`+919988776655`) as people read it
 * (`+91 99887 76655`), grouped by libphonenumber-js for its country; until libphonenumber-js
 * has loaded, and for a number it cannot parse, the number as given.
 */
export function usePhoneFormat(): PhoneFormat {
  const [format, setFormat] = useState<PhoneFormat>(() => asGiven);
  useEffect(() => {
    let live = true;
    loadFormat()
      .then((loaded) => live && setFormat(() => loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return format;
}
