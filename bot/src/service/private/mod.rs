//! Games played where the bot is no member (issue 34): in a Telegram inline message, or in a
//! Discord DM or group DM where a person installed the app for themselves. Such a game is
//! stored like any other, its channel being the place it is played in (the inline message's
//! id; the Discord conversation), in the community [`PRIVATE_COMMUNITY`]: the players'
//! "private games", with their own results and ratings.
//!
//! The bot speaks there only to answer someone who acts: a press of a button (Telegram, the
//! message then shows the game anew: [`card`]), an interaction (Discord). What it says on its
//! own — reminders, a clock's warning, a loss on time, its own moves — goes to the players
//! privately ([`Service::announce`] turns it into private messages), and the game's message
//! is shown anew where the platform allows editing it (a Telegram inline message: whose turn
//! it is, for how long).

mod card;
mod guard;
mod offers;
mod press;
mod token;

use std::collections::HashMap;
use std::sync::Mutex;

use rules::Variant;

pub(crate) use guard::split_position;
pub use offers::HELP_START;

use super::clock::{channel_of, player_of};
use super::context::Ctx;
use super::{Service, ServiceError};
use crate::message::{Attachment, Channel, Outbound, PRIVATE_COMMUNITY, Reply, User};
use crate::store::{GameRow, GameStatus};

/// What the service keeps for private games: the key that signs open challenges (read from
/// the store once), and the start positions' images (the same for every challenge).
#[derive(Default)]
pub(crate) struct PrivateState {
    key: tokio::sync::OnceCell<Vec<u8>>,
    start_boards: Mutex<HashMap<(Variant, bool), Attachment>>,
}

impl PrivateState {
    fn start_board(&self, variant: Variant, flip: bool) -> Option<Attachment> {
        let boards = self.start_boards.lock().unwrap_or_else(|e| e.into_inner());
        boards.get(&(variant, flip)).cloned()
    }

    fn keep_start_board(&self, variant: Variant, flip: bool, image: Attachment) {
        let mut boards = self.start_boards.lock().unwrap_or_else(|e| e.into_inner());
        boards.insert((variant, flip), image);
    }
}

/// The name of the signing key in the store.
const SIGNING_KEY: &str = "inline-challenges";

/// The place a game is played in.
fn channel_of_row(row: &GameRow) -> Option<Channel> {
    channel_of(row)
}

impl Service {
    /// The key that signs open challenges, the same in every process on the database.
    async fn signing_key(&self) -> Result<Vec<u8>, ServiceError> {
        let key = self
            .inner
            .private
            .key
            .get_or_try_init(|| async {
                let secret = self.store().bot_secret(SIGNING_KEY).await?;
                Ok::<_, ServiceError>(secret.into_bytes())
            })
            .await?;
        Ok(key.clone())
    }

    /// Someone chose an inline result and it was posted as message `message` (Telegram
    /// reports it when the bot's inline feedback is on): a game posted again takes that
    /// message as its own. A challenge needs nothing: it is stored when answered.
    pub async fn inline_chosen(&self, author: &User, result: &str, message: &str) {
        let Some(game) = offers::reposted(result) else {
            return;
        };
        match self.repost(game, author, message).await {
            Ok(true) => {}
            Ok(false) => tracing::debug!(game, "an inline result chosen for nothing to move"),
            Err(error) => tracing::warn!(game, %error, "a game posted again was not recorded"),
        }
    }

    /// A message the service sends on its own about a game played in a private place,
    /// where the bot cannot post: to each player it concerns privately (those it names, or
    /// both), saying the same in the place if the platform refuses (see
    /// [`crate::message::Direct`]), and the game's message shown anew.
    pub(crate) fn announce_in_private_place(&self, out: Outbound) {
        let service = self.clone();
        self.inner.background.spawn(async move {
            if let Err(error) = service.tell_players_privately(out).await {
                tracing::warn!(%error, "a private game's news not sent");
            }
        });
    }

    async fn tell_players_privately(&self, out: Outbound) -> Result<(), ServiceError> {
        let Some(game) = out.reply.game else {
            return Ok(());
        };
        let Some(row) = self.store().game(game).await? else {
            return Ok(());
        };
        let platform = out.channel.platform;
        let people: Vec<User> = [rules::Color::White, rules::Color::Black]
            .into_iter()
            .map(|color| player_of(&row, platform, color))
            .filter(|player| player.id != crate::store::BOT_ID)
            .collect();
        let named: Vec<&User> = people
            .iter()
            .filter(|player| out.reply.mentions().any(|m| m.id == player.id))
            .collect();
        let to: Vec<&User> = if named.is_empty() {
            people.iter().collect()
        } else {
            named
        };
        for player in to {
            let mut direct =
                Outbound::direct(out.channel.clone(), out.reply.clone(), player.clone());
            direct.reply.retire.clear();
            self.inner.outbound.send(direct).ok();
        }
        self.refresh_card(&row).await
    }

    /// Shows the message of a game played in a private place anew (a reminder's time, a
    /// move made from the private chat, a loss on time).
    pub(crate) async fn refresh_card(&self, row: &GameRow) -> Result<(), ServiceError> {
        let Some(channel) = channel_of_row(row).filter(Channel::is_private_place) else {
            return Ok(());
        };
        if matches!(row.status, GameStatus::Declined | GameStatus::Cancelled) {
            return Ok(());
        }
        let turn = crate::service::load::row_turn(row).unwrap_or(rules::Color::White);
        let to_move = player_of(row, channel.platform, turn);
        let lang = self.person_lang(&to_move, None).await;
        let card = self.card_of(row.clone(), lang).await?;
        self.inner
            .outbound
            .send(Outbound::to_channel(channel, card))
            .ok();
        Ok(())
    }

    /// The boards answered in a private place get the game's buttons (offer a draw, take
    /// back, resign, answer an offer): there every action is an interaction.
    pub(crate) async fn private_buttons(&self, ctx: &Ctx<'_>, replies: &mut [Reply]) {
        for reply in replies.iter_mut() {
            let (Some(game), true, true) =
                (reply.game, reply.board.is_some(), reply.buttons.is_empty())
            else {
                continue;
            };
            let row = match self.store().game(game).await {
                Ok(Some(row)) => row,
                _ => continue,
            };
            match self.loaded(row).await {
                Ok(loaded) => {
                    reply.buttons = self.card_parts(&loaded, ctx.lang, card::FEW_MOVE_BUTTONS).1
                }
                Err(error) => tracing::warn!(game, %error, "a private game's buttons left out"),
            }
        }
    }

    /// The games of a private place that changed by a command given elsewhere (a move typed
    /// in the bot's private chat): their messages are shown anew.
    pub(crate) async fn refresh_cards_of(&self, here: &Channel, games: &[i64]) {
        for &game in games {
            let row = match self.store().game(game).await {
                Ok(Some(row)) => row,
                Ok(None) => continue,
                Err(error) => {
                    tracing::warn!(game, %error, "a private game's message not shown anew");
                    continue;
                }
            };
            let elsewhere = row.community == PRIVATE_COMMUNITY
                && (row.channel_id != here.id || row.platform != here.platform.as_str());
            if elsewhere && let Err(error) = self.refresh_card(&row).await {
                tracing::warn!(game, %error, "a private game's message not shown anew");
            }
        }
    }
}
