interface PrimaryContactFields {
  primaryContactFirstName?: string | null;
  primaryContactLastName?: string | null;
  primaryContactEmail?: string | null;
}

/** The primary contact's name, or their e-mail when a draft has no name yet. */
export function primaryContactOf(vendor: PrimaryContactFields): string {
  const name = [vendor.primaryContactFirstName, vendor.primaryContactLastName].filter(Boolean).join(' ');
  return name || vendor.primaryContactEmail || '';
}
