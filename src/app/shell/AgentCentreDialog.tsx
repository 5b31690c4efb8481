/**
 * The agent centre's dialog body (DialogHost): the centre, given the announcements feature's list
 * for its Announcement item. The app brings the two features together; neither imports the other.
 */
import AgentCentre from '../../features/agent-centre/AgentCentre';
import { AnnouncementList } from '../../features/announcements/AnnouncementsDialog';

export default function AgentCentreDialog() {
  return <AgentCentre announcementList={AnnouncementList} />;
}
