import '@testing-library/jest-dom/vitest';
import './match-media.js';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
