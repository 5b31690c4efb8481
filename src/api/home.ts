/**
 * The home page's reads that other screens share, one set of options each so every screen reads
 * the same cached reply: the announcements (the banners and the announcement line, the notices,
 * the after-login pop-ups; started before React renders on the home page, app/warm.ts) and the
 * winners board (the home page, /promotions).
 */
import { announcementsParams } from '../boot/params';
import { getGetListAnnouncementsQueryOptions, getGetWinnerBoardQueryOptions } from '../generated/relay/endpoints/home/home';

export const announcementsOptions = () => getGetListAnnouncementsQueryOptions(announcementsParams());

export const winnerBoardOptions = () => getGetWinnerBoardQueryOptions();
