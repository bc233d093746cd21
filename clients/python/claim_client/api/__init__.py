from __future__ import absolute_import

# flake8: noqa

# import apis into api package
from claim_client.api.archive_api import ArchiveApi
from claim_client.api.auth_api import AuthApi
from claim_client.api.challenges_api import ChallengesApi
from claim_client.api.chat_api import ChatApi
from claim_client.api.clubs_api import ClubsApi
from claim_client.api.computer_api import ComputerApi
from claim_client.api.correspondence_api import CorrespondenceApi
from claim_client.api.lobbies_api import LobbiesApi
from claim_client.api.matches_api import MatchesApi
from claim_client.api.moderation_api import ModerationApi
from claim_client.api.notes_api import NotesApi
from claim_client.api.notifications_api import NotificationsApi
from claim_client.api.oauth_api import OauthApi
from claim_client.api.settings_api import SettingsApi
from claim_client.api.social_api import SocialApi
from claim_client.api.standing_orders_api import StandingOrdersApi
from claim_client.api.tournaments_api import TournamentsApi
