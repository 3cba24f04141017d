import { useState } from 'react';

/** Initials of first and last name; the letter U when there is no first name (spec section 2). */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  const first = firstName?.trim().charAt(0) ?? '';
  if (!first) return 'U';
  return `${first}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
}

/** Shows the profile image once it has loaded; until then (or if it fails) the initials. */
export function Avatar({ imageUrl, firstName, lastName }: { imageUrl?: string | null; firstName?: string | null; lastName?: string | null }) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && loadedUrl === imageUrl;
  return (
    <span className="avatar" aria-hidden="true">
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          className="avatar-image"
          style={showImage ? undefined : { display: 'none' }}
          onLoad={() => setLoadedUrl(imageUrl)}
          onError={() => setLoadedUrl(null)}
        />
      ) : null}
      {showImage ? null : <span className="avatar-fallback">{initialsOf(firstName, lastName)}</span>}
    </span>
  );
}
