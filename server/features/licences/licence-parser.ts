import type { ExtractedLicence } from '../../../contract/licences.contract.ts';

const EMPTY: ExtractedLicence = {
  licenseNumber: null,
  fullName: null,
  firstName: null,
  lastName: null,
  dateOfBirth: null,
  issueDate: null,
  expiryDate: null,
  licenseClass: null,
  issuingAuthority: null,
  country: null,
  address: null,
  city: null,
  postalCode: null,
  restrictions: null,
  endorsements: null,
};

/** dd.mm.yyyy, dd/mm/yyyy or dd-mm-yyyy (mm/dd/yyyy for US licences) as YYYY-MM-DD, or null. */
export function licenceDate(text: string, monthFirst = false): string | null {
  const m = /(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})/.exec(text);
  if (!m) return null;
  const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [day, month] = monthFirst ? [b, a] : [a, b];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || year < 1900) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function countryOf(text: string): string | null {
  if (/ISRAEL|ישראל|רישיון|משרד התחבורה/i.test(text)) return 'Israel';
  if (/DVLA|UNITED KINGDOM|\bUK\b|GREAT BRITAIN/i.test(text)) return 'United Kingdom';
  if (/\bUSA\b|UNITED STATES|DRIVER LICENSE|\bDL\b\s*[:#]?\s*[A-Z0-9]/i.test(text)) return 'United States';
  return null;
}

/**
 * The numbered fields of the EU-style layout that Israeli (and UK) licences use: 1 surname,
 * 2 first name, 3 date of birth, 4a issue, 4b expiry, 4c authority, 5 number, 8 address, 9 classes.
 * OCR reads "4a." as "4a", "4a)", "4 a." and the like; each field is looked for on its own.
 */
function numberedFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  const marker = /(?:^|\s)(1|2|3|4\s?[abcABC]|5|8|9)\s?[.,):]\s*/g;
  const found = [...text.matchAll(marker)];
  found.forEach((m, i) => {
    const key = m[1]!.replace(/\s/g, '').toLowerCase();
    const start = m.index + m[0].length;
    const end = i + 1 < found.length ? found[i + 1]!.index : text.length;
    const value = text.slice(start, end).split('\n')[0]!.trim();
    if (value && !fields.has(key)) fields.set(key, value);
  });
  return fields;
}

/** Licence classes, longest first so that "BC1" (OCR drops the space) reads as B and C1. */
const CLASS_CODES = /C1E|D1E|A1|A2|AM|B1|BE|C1|CE|D1|DE|A|B|C|D|T|1/g;
/** OCR misreads in digits: ] | l I → 1, O o → 0, S → 5. */
const digitsOf = (s: string) =>
  s
    .replace(/[\]|lI!]/g, '1')
    .replace(/[Oo]/g, '0')
    .replace(/S/g, '5')
    .replace(/\D/g, '');
/** Israeli cities a member of the Beit Shemesh service is likely to live in; the address keeps the rest. */
const CITIES = [
  'Beit Shemesh',
  'Jerusalem',
  'Tel Aviv',
  'Haifa',
  'Bnei Brak',
  'Modiin',
  "Modi'in",
  'Petah Tikva',
  'Rishon LeZion',
  'Ashdod',
  'Netanya',
  'Beersheba',
  'Rehovot',
  'Mevaseret Zion',
  'Tzur Hadassah',
];

const clean = (s: string | undefined) => s?.replace(/[|_]+/g, ' ').replace(/\s+/g, ' ').trim() || null;
const nameCase = (s: string | null) => (s ? s.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase()) : null);

function parseNumbered(text: string, country: string | null): ExtractedLicence {
  const f = numberedFields(text);
  const lastName = nameCase(clean(f.get('1')?.replace(/[^\p{L}\s'-]/gu, '')));
  const firstName = nameCase(clean(f.get('2')?.replace(/[^\p{L}\s'-]/gu, '')));
  const classes =
    f
      .get('9')
      ?.toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .match(CLASS_CODES)
      ?.join(', ') ?? null;
  const address = clean(f.get('8'));
  const number = f.get('5')?.split(/\s{2,}/)[0] ?? '';
  return {
    ...EMPTY,
    lastName,
    firstName,
    fullName: [firstName, lastName].filter(Boolean).join(' ') || null,
    dateOfBirth: licenceDate(f.get('3') ?? ''),
    issueDate: licenceDate(f.get('4a') ?? ''),
    expiryDate: licenceDate(f.get('4b') ?? ''),
    issuingAuthority: clean(f.get('4c')),
    // Israeli numbers are digits only; others (UK: MORGA753116SM9IJ) keep their letters.
    licenseNumber:
      country === 'Israel'
        ? digitsOf(number).length >= 5
          ? digitsOf(number)
          : null
        : number
            .trim()
            .split(/\s+/)[0]!
            .replace(/[^A-Z0-9]/gi, '')
            .toUpperCase() || null,
    licenseClass: classes,
    address,
    city: CITIES.find((c) => address?.toLowerCase().includes(c.toLowerCase())) ?? null,
    postalCode: address?.match(/\b\d{5,7}\b/)?.[0] ?? null,
  };
}

/** US licences label their fields instead of numbering them. */
function parseLabelled(text: string): ExtractedLicence {
  const after = (label: RegExp) => clean(new RegExp(`(?:${label.source})\\s*[:#.]?\\s*([^\\n]+)`, 'i').exec(text)?.[1]);
  const lastName = nameCase(after(/\bLN\b|LAST NAME/));
  const firstName = nameCase(after(/\bFN\b|FIRST NAME/));
  return {
    ...EMPTY,
    licenseNumber: after(/\bDL\b|\bLIC(?:ENSE)?\s?(?:NO|#)/)?.match(/[A-Z0-9-]{5,}/i)?.[0] ?? null,
    lastName,
    firstName,
    fullName: [firstName, lastName].filter(Boolean).join(' ') || null,
    dateOfBirth: licenceDate(after(/\bDOB\b/) ?? '', true),
    issueDate: licenceDate(after(/\bISS\b|ISSUED/) ?? '', true),
    expiryDate: licenceDate(after(/\bEXP\b|EXPIRES/) ?? '', true),
    licenseClass: after(/\bCLASS\b/)?.match(/^[A-Z0-9]{1,3}/i)?.[0] ?? null,
    restrictions: after(/\bREST\b|RESTRICTIONS/),
    endorsements: after(/\bEND\b|ENDORSEMENTS/),
  };
}

/** Every field the licence's text gives, by its country's layout. */
export function parseLicenceText(text: string): ExtractedLicence {
  const country = countryOf(text);
  const parsed = country === 'United States' ? parseLabelled(text) : parseNumbered(text, country);
  return { ...parsed, country: country ?? parsed.country };
}
