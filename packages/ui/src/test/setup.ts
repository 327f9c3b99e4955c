import '@testing-library/jest-dom/vitest';
import './match-media.js';
import { cleanup, configure } from '@testing-library/react';
import { configure as configureStories } from 'storybook/test';
import { afterEach } from 'vitest';

// findBy and waitFor give up after 1 s by default: in CI the suite shares two cores with the
// API's and the storefront's, and a story's play function has been seen to miss that. Storybook's
// play functions use their own copy of Testing Library, so both are told.
configure({ asyncUtilTimeout: 10_000 });
configureStories({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
