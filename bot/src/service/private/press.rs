//! A button pressed under a message in a private place: an open challenge answered (the
//! game is stored then, the message becoming its channel), or a game's own button — checked
//! against the message that carries the game, so that a button cannot act on another game,
//! and run as the command it names, by the person who pressed it.

use rules::{Color, Position};

use super::card::MOVE_BUTTONS;
use super::guard::split_position;
use super::offers::challenger_color;
use super::token::{Action, OpenChallenge};
use crate::i18n::{Lang, PrivateSay, Say, render};
use crate::message::{Incoming, PRIVATE_COMMUNITY, Pressed, Reply, User, plain};
use crate::service::{Service, ServiceError};
use crate::store::{CHALLENGE_DAYS, GameRow, GameStatus, NewChallenge, Opened, Posting};

const DAY: i64 = 86_400;

impl Service {
    /// A button pressed under a message of a private place (a Telegram inline message, whose
    /// id is `press.channel.id`), by `press.author`, its data as `press.text`: what the
    /// presser alone is told, and what the message shows now.
    pub async fn private_press(&self, press: Incoming) -> Pressed {
        let lang = self
            .person_lang(&press.author, press.locale.as_deref())
            .await;
        match Box::pin(self.pressed(&press, lang)).await {
            Ok(pressed) => pressed,
            Err(error) => {
                tracing::error!(%error, "a press in a private place failed");
                Pressed {
                    notice: Some(said(Say::InternalError, lang)),
                    card: None,
                }
            }
        }
    }

    async fn pressed(&self, press: &Incoming, lang: Lang) -> Result<Pressed, ServiceError> {
        let platform = press.channel.platform.as_str();
        let posting = self.store().posting(platform, &press.channel.id).await?;
        if press.text.starts_with(super::token::PREFIX) {
            return self.challenge_pressed(press, posting, lang).await;
        }
        let refuse = |say: PrivateSay| Pressed {
            notice: Some(said(Say::Private(say), lang)),
            card: None,
        };
        let Some((game, plies)) = split_position(&press.text).1 else {
            return Ok(refuse(PrivateSay::NotTheBots));
        };
        match posting {
            Posting::Game(carried) if carried == game => {}
            Posting::Game(_) | Posting::Closed => {
                return Ok(refuse(PrivateSay::OtherGame { game }));
            }
            // A message the store does not know, with a game's buttons: the game posted again
            // (`@bot #12`) by one of its players, the choice not reported by Telegram.
            Posting::Unknown => {
                if !self.repost(game, &press.author, &press.channel.id).await? {
                    return Ok(refuse(PrivateSay::OtherGame { game }));
                }
            }
        }
        let Some(row) = self.store().game(game).await? else {
            return Ok(refuse(PrivateSay::OtherGame { game }));
        };
        if row.channel_id != press.channel.id {
            // An older message of a game posted again since.
            return Ok(Pressed {
                notice: Some(said(Say::Private(PrivateSay::Moved { game }), lang)),
                card: Some(moved_card(game, lang)),
            });
        }
        if row.plies != plies && matches!(row.status, GameStatus::Active) {
            // The message is behind the game: shown as it is now, nothing played.
            return Ok(Pressed {
                notice: Some(said(Say::Private(PrivateSay::Stale { game }), lang)),
                card: Some(self.card_of(row, lang).await?),
            });
        }
        let version = row.version;
        let replies = self.handle(press.clone()).await;
        let notice = replies
            .iter()
            .find(|reply| reply.ephemeral)
            .map(Reply::plain_text);
        let row = self.store().game(game).await?;
        let card = match row {
            Some(row) if row.version != version => Some(self.card_of(row, lang).await?),
            _ => None,
        };
        Ok(Pressed { notice, card })
    }

    /// The card of a game as its row stands.
    pub(crate) async fn card_of(&self, row: GameRow, lang: Lang) -> Result<Reply, ServiceError> {
        let loaded = self.loaded(row).await?;
        self.game_card(&loaded, lang, MOVE_BUTTONS).await
    }

    /// Game `game` posted again as message `message` by `by`, who must play it: the message
    /// becomes the game's, and the old one says where the game went. `false`: not so.
    pub(super) async fn repost(
        &self,
        game: i64,
        by: &User,
        message: &str,
    ) -> Result<bool, ServiceError> {
        let Some(row) = self.store().game(game).await? else {
            return Ok(false);
        };
        let open = matches!(row.status, GameStatus::Active | GameStatus::Challenge);
        if !open
            || !row.is_player(&by.id)
            || row.community != PRIVATE_COMMUNITY
            || row.platform != by.platform.as_str()
        {
            return Ok(false);
        }
        if !self
            .store()
            .repost_game(game, by.platform.as_str(), message)
            .await?
        {
            return Ok(false);
        }
        tracing::info!(game, "a private game posted again");
        if let Some(old) = super::channel_of_row(&row) {
            let lang = self.person_lang(by, None).await;
            // Not announced as news (which goes to the players): the old message is edited.
            self.inner
                .outbound
                .send(crate::message::Outbound::to_channel(
                    old,
                    moved_card(game, lang),
                ))
                .ok();
        }
        Ok(true)
    }

    /// A button of an open challenge.
    async fn challenge_pressed(
        &self,
        press: &Incoming,
        posting: Posting,
        lang: Lang,
    ) -> Result<Pressed, ServiceError> {
        let notice = |say: Say| Pressed {
            notice: Some(said(say, lang)),
            card: None,
        };
        let key = self.signing_key().await?;
        let Ok((challenge, action)) = OpenChallenge::read(&press.text, &key) else {
            return Ok(notice(Say::Private(PrivateSay::NotTheBots)));
        };
        let presser = &press.author;
        match posting {
            // Answered already (someone was quicker); a challenge still waiting there was
            // stored but not yet accepted (a failure between the two): answered now.
            Posting::Game(game) => {
                let Some(row) = self.store().game(game).await? else {
                    return Ok(notice(Say::Private(PrivateSay::Closed)));
                };
                if row.status == GameStatus::Challenge && row.is_player(&presser.id) {
                    return self.answer_stored(press, &row, action, lang).await;
                }
                Ok(Pressed {
                    notice: Some(said(Say::Private(PrivateSay::Closed), lang)),
                    card: Some(self.card_of(row, lang).await?),
                })
            }
            Posting::Closed => Ok(notice(Say::Private(PrivateSay::Closed))),
            Posting::Unknown => {
                let platform = press.channel.platform;
                let message = &press.channel.id;
                if self.now() - challenge.made_at > CHALLENGE_DAYS * DAY {
                    self.store()
                        .close_private_challenge(platform.as_str(), message)
                        .await?;
                    let lapsed = Say::Private(PrivateSay::Lapsed {
                        days: CHALLENGE_DAYS,
                    });
                    return Ok(Pressed {
                        notice: Some(said(lapsed.clone(), lang)),
                        card: Some(text_card(lapsed, lang)),
                    });
                }
                let challenger = self
                    .store()
                    .known_user(platform, &challenge.challenger)
                    .await?
                    .unwrap_or_else(|| User {
                        platform,
                        id: challenge.challenger.clone(),
                        name: challenge.challenger.clone(),
                        username: None,
                    });
                let own = presser.id == challenger.id;
                match action {
                    Action::Decline => {
                        if !self
                            .store()
                            .close_private_challenge(platform.as_str(), message)
                            .await?
                        {
                            // Someone was quicker: answered as what the message carries now.
                            let posting = self.store().posting(platform.as_str(), message).await?;
                            return Box::pin(self.challenge_pressed(press, posting, lang)).await;
                        }
                        let said = if own {
                            PrivateSay::Withdrawn {
                                challenger: challenger.name,
                            }
                        } else {
                            PrivateSay::Declined {
                                decliner: presser.name.clone(),
                                challenger: challenger.name,
                            }
                        };
                        Ok(Pressed {
                            notice: None,
                            card: Some(text_card(Say::Private(said), lang)),
                        })
                    }
                    Action::Accept if own => Ok(notice(Say::Private(PrivateSay::OwnChallenge))),
                    Action::Accept => {
                        self.store().upsert_user(presser).await?;
                        let new = new_challenge(&challenge, &challenger, presser, message);
                        match self.store().open_private_challenge(&new).await? {
                            Opened::Created(row) => {
                                self.answer_stored(press, &row, Action::Accept, lang).await
                            }
                            Opened::Taken(posting) => {
                                Box::pin(self.challenge_pressed(press, posting, lang)).await
                            }
                        }
                    }
                }
            }
        }
    }

    /// The stored challenge of a message answered by the presser, as its own buttons would.
    async fn answer_stored(
        &self,
        press: &Incoming,
        row: &GameRow,
        action: Action,
        lang: Lang,
    ) -> Result<Pressed, ServiceError> {
        let word = match action {
            Action::Accept => "!accept",
            Action::Decline => "!decline",
        };
        let answer = Incoming {
            text: format!("{word} #{} challenge", row.id),
            ..press.clone()
        };
        let replies = self.handle(answer).await;
        let notice = replies
            .iter()
            .find(|reply| reply.ephemeral)
            .map(Reply::plain_text);
        let card = match self.store().game(row.id).await? {
            Some(row) => Some(self.card_of(row, lang).await?),
            None => None,
        };
        Ok(Pressed { notice, card })
    }
}

/// The challenge of an inline message as the store keeps it: the challenger against the
/// first person who accepted, in the colours asked for.
fn new_challenge(
    challenge: &OpenChallenge,
    challenger: &User,
    accepter: &User,
    message: &str,
) -> NewChallenge {
    let challenger_plays = challenger_color(challenge.color).unwrap_or_else(|| {
        if rand::random::<bool>() {
            Color::White
        } else {
            Color::Black
        }
    });
    let (white, black) = match challenger_plays {
        Color::White => (challenger, accepter),
        Color::Black => (accepter, challenger),
    };
    NewChallenge {
        platform: challenger.platform.as_str().into(),
        channel_id: message.to_string(),
        thread_id: None,
        community: PRIVATE_COMMUNITY.into(),
        variant: challenge.variant.name().into(),
        soffio: challenge.soffio,
        giveaway: challenge.giveaway,
        start_fen: Position::start(challenge.variant).to_fen(),
        white_id: white.id.clone(),
        white_name: white.name.clone(),
        black_id: black.id.clone(),
        black_name: black.name.clone(),
        challenger_id: challenger.id.clone(),
        challenged_id: accepter.id.clone(),
        color_choice: challenge.color.as_str().into(),
        days_per_move: challenge.days.map(i64::from),
        bank: challenge.bank.map(|bank| bank.to_string()),
        live: None,
        rated: challenge.rated,
    }
}

/// A message that only says `say`, without buttons.
fn text_card(say: Say, lang: Lang) -> Reply {
    Reply {
        body: render(&say, lang),
        ..Reply::default()
    }
}

/// The card of a message that no longer carries its game.
pub(super) fn moved_card(game: i64, lang: Lang) -> Reply {
    Reply {
        game: Some(game),
        ..text_card(Say::Private(PrivateSay::Moved { game }), lang)
    }
}

fn said(say: Say, lang: Lang) -> String {
    plain(&render(&say, lang))
}
