// zxcvbn set up once: the common dictionaries (the most used passwords, diceware words, keyboard
// layouts) with English messages. Static imports, so the build keeps only what is used of each
// package: the English word lists (a megabyte) stay out. Loaded through password-strength.ts.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { translations } from '@zxcvbn-ts/language-en';

export function createZxcvbn(): ZxcvbnFactory {
  return new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations });
}
