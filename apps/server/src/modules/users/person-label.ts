/** A person's profile name (first and last, trimmed), or '' when they gave none. */
export function profileName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter(Boolean).join(' ').trim();
}

/**
 * How a mail names the person who sent it, as the link's page names them: "Ada Lovelace
 * (ada@example.com)" — the name the page shows, with the address beside it so the reader can tell
 * who it is and answer — or the address alone for someone without a profile name.
 */
export function senderLabel({ email, name }: { email: string; name: string }): string {
  return name ? `${name} (${email})` : email;
}
