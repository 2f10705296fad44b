const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** An exact count with thousands separators, never abbreviated: 1234 → "1,234" (not "1.2k"). */
export const formatCount = (n: number) => integer.format(n);
