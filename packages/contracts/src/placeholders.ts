/** The sender details a message's placeholders are filled from (wizard.md §2 step 5). */
export interface PlaceholderSender {
  fullName?: string;
  city?: string;
  state?: string;
}

/**
 * Replaces [name] (the first name, as in "I'm [name]"), [Your Name] and [Your Full Name] (the full
 * name), [Your City] and [Your State] with the sender's details, case-insensitively. One function for the browser preview, the card renderer and the
 * mailing step, so what the sender previews is what the robot writes. A placeholder whose detail
 * is blank stays as written, so a missing detail is visible rather than silently dropped.
 */
export function fillPlaceholders(message: string, sender: PlaceholderSender): string {
  const values: Record<string, string | undefined> = {
    name: sender.fullName?.trim().split(/\s+/)[0],
    "your name": sender.fullName,
    "your full name": sender.fullName,
    "your city": sender.city,
    "your state": sender.state,
  };
  return message.replace(/\[(name|your name|your full name|your city|your state)\]/gi, (match, key: string) => {
    const value = values[key.toLowerCase()]?.trim();
    return value ? value : match;
  });
}
