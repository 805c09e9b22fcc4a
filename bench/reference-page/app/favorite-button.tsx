'use client';

import { useState } from 'react';

export function FavoriteButton({ id }: { id: number }) {
  const [on, setOn] = useState(false);
  return (
    <button type="button" aria-pressed={on} onClick={() => setOn(!on)}>
      {on ? '★' : '☆'} {id}
    </button>
  );
}
