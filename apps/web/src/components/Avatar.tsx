import defaultAvatar from '../assets/default-avatar.svg';

export interface AvatarProps {
  src?: string | null;
  alt: string;
  size?: string;
  className?: string;
}

/** A round avatar; the default picture when the user has none (spec §3). */
export function Avatar({ src, alt, size = '3.5rem', className }: AvatarProps) {
  return (
    <img
      className={className}
      src={src || defaultAvatar}
      alt={alt}
      width={56}
      height={56}
      style={{ width: size, height: size, borderRadius: '50%', objectFit: 'cover', flex: 'none' }}
      onError={(e) => {
        if (e.currentTarget.src !== defaultAvatar) e.currentTarget.src = defaultAvatar;
      }}
    />
  );
}
