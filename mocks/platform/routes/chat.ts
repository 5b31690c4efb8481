/**
 * The live-chat routes (docs/design/issue15.md, part 6): the chat rooms and entering one.
 */
import type { Routes } from '../context';

export const chatRoutes: Routes = {};
