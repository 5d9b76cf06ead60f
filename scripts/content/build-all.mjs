#!/usr/bin/env node
// Generates the web app's documents and images into apps/web/public/generated (not committed).
import path from 'node:path';
import { buildDocuments } from './build-documents.mjs';
import { buildImages } from './build-images.mjs';

const out = path.join(import.meta.dirname, '../../apps/web/public/generated');
const docs = await buildDocuments(path.join(out, 'docs'));
const images = await buildImages(out);
console.log(`content: ${docs} documents, ${images} gallery images written to ${path.relative(process.cwd(), out)}`);
