//! Telegram's inline mode: someone types `@bot italian days=3` in any chat and the bot
//! offers what they can post there — a challenge per variant (the default first, or the one
//! named, with the options typed), or, for `@bot #12`, one of their own games posted again.

use rules::{Color, Position, Variant};

use super::token::{Action, OpenChallenge};
use crate::command::{ChallengeArgs, ColorChoice, Command};
use crate::i18n::{Lang, PrivateSay, Say, render};
use crate::message::{
    Attachment, BoardView, Button, ButtonStyle, InlineAnswer, InlineOffer, PRIVATE_COMMUNITY,
    Reply, User, plain,
};
use crate::service::board::{board_options, flip_for};
use crate::service::{Service, ServiceError};
use crate::store::{GameStatus, Orientation};

/// The `/start` parameter of the hint above the results: the private chat then greets
/// with the help.
pub const HELP_START: &str = "help";

/// The opponent an inline challenge is read with: anyone who accepts.
const ANYONE: &str = "@anyone";

/// An inline result's id for a challenge in `variant` (ids are unique in one answer).
fn challenge_id(variant: Variant) -> String {
    format!("challenge-{}", variant.name())
}

/// An inline result's id for game `game` posted again.
pub(super) fn repost_id(game: i64) -> String {
    format!("game-{game}")
}

/// The game an inline result posts again, from its id.
pub(super) fn reposted(id: &str) -> Option<i64> {
    id.strip_prefix("game-")?.parse().ok()
}

impl Service {
    /// What `author` may post by typing `@bot query` in a chat.
    pub async fn inline_answer(
        &self,
        author: &User,
        query: &str,
        locale: Option<&str>,
    ) -> InlineAnswer {
        let lang = self.person_lang(author, locale).await;
        let query = query.trim();
        let answer = match query.strip_prefix('#') {
            Some(game) => self.repost_offers(author, game, lang).await,
            None => self.challenge_offers(author, query, lang).await,
        };
        answer.unwrap_or_else(|error| {
            tracing::warn!(%error, "inline query not answered");
            InlineAnswer::default()
        })
    }

    /// The language of a person who is not answering a channel: their choice, else their
    /// app's.
    pub(crate) async fn person_lang(&self, person: &User, locale: Option<&str>) -> Lang {
        let chosen = match self.store().user_prefs(person).await {
            Ok(prefs) => prefs.language,
            Err(error) => {
                tracing::warn!(%error, "a person's language unknown");
                None
            }
        };
        chosen
            .as_deref()
            .and_then(Lang::parse)
            .or_else(|| locale.and_then(Lang::from_locale))
            .unwrap_or_default()
    }

    async fn challenge_offers(
        &self,
        author: &User,
        query: &str,
        lang: Lang,
    ) -> Result<InlineAnswer, ServiceError> {
        let not_understood = || InlineAnswer {
            offers: Vec::new(),
            hint: Some((
                plain(&render(
                    &Say::Private(PrivateSay::QueryNotUnderstood {
                        query: query.to_string(),
                    }),
                    lang,
                )),
                super::offers::HELP_START.to_string(),
            )),
        };
        // Read as a challenge to anyone: the options of `!challenge`, no opponent named
        // (whoever accepts plays), and not the bot.
        let typed = format!("!challenge {ANYONE} {query}");
        let args = match crate::command::parse(&typed, "") {
            Ok(Some(Command::Challenge(args))) => args,
            _ => return Ok(not_understood()),
        };
        if args.opponent.as_deref() != Some(ANYONE) || args.level.is_some() {
            return Ok(not_understood());
        }
        let variants: Vec<Variant> = match args.variant {
            Some(variant) => vec![variant],
            None => Variant::ALL
                .iter()
                .copied()
                .filter(|v| !args.soffio || v.allows_soffio())
                .collect(),
        };
        if args.soffio && variants.iter().any(|v| !v.allows_soffio()) {
            return Ok(not_understood());
        }
        // Whoever accepts learns the challenger's name from the store.
        self.store().upsert_user(author).await?;
        let key = self.signing_key().await?;
        let made_at = self.now() / 60 * 60;
        let mut offers = Vec::new();
        for variant in variants {
            let challenge = open_challenge(author, variant, &args, made_at);
            let (Some(accept), Some(decline)) = (
                challenge.button(Action::Accept, &key),
                challenge.button(Action::Decline, &key),
            ) else {
                // An id too long for the button: no way to offer it.
                continue;
            };
            let color = challenger_color(challenge.color);
            let said = |say: PrivateSay| plain(&render(&Say::Private(say), lang));
            let position = Position::start(variant);
            let flip = flip_for(Orientation::Mover, position.turn());
            let card = Reply {
                body: render(
                    &Say::Private(PrivateSay::OpenChallenge {
                        challenger: author.name.clone(),
                        variant,
                        giveaway: args.giveaway,
                        soffio: args.soffio,
                        color,
                        days: args.days,
                        bank: args.bank,
                        rated: !args.unrated,
                    }),
                    lang,
                ),
                image: self.start_board(variant, flip).await?,
                board: Some(BoardView { position, flip }),
                buttons: vec![
                    Button {
                        label: plain(&render(&Say::AcceptButton, lang)),
                        command: accept,
                        style: ButtonStyle::Primary,
                    },
                    Button {
                        label: plain(&render(&Say::DeclineButton, lang)),
                        command: decline,
                        style: ButtonStyle::Secondary,
                    },
                ],
                ..Reply::default()
            };
            offers.push(InlineOffer {
                id: challenge_id(variant),
                title: said(PrivateSay::OfferTitle {
                    variant,
                    giveaway: args.giveaway,
                }),
                description: said(PrivateSay::OfferDescription {
                    color,
                    days: args.days,
                    bank: args.bank,
                    rated: !args.unrated,
                }),
                card,
            });
        }
        Ok(InlineAnswer { offers, hint: None })
    }

    /// `@bot #12`: game 12 posted again, when the author plays it and it is a private game
    /// under way (its message was deleted, or is far up the chat).
    async fn repost_offers(
        &self,
        author: &User,
        game: &str,
        lang: Lang,
    ) -> Result<InlineAnswer, ServiceError> {
        let Ok(id) = game.trim().parse::<i64>() else {
            return Ok(InlineAnswer::default());
        };
        let Some(row) = self.store().game(id).await? else {
            return Ok(InlineAnswer::default());
        };
        let open = matches!(row.status, GameStatus::Active | GameStatus::Challenge);
        if !open
            || !row.is_player(&author.id)
            || row.community != PRIVATE_COMMUNITY
            || row.platform != author.platform.as_str()
        {
            return Ok(InlineAnswer::default());
        }
        let loaded = self.loaded(row).await?;
        let card = self
            .game_card(&loaded, lang, super::card::MOVE_BUTTONS)
            .await?;
        let row = &loaded.row;
        let said = |say: PrivateSay| plain(&render(&Say::Private(say), lang));
        Ok(InlineAnswer {
            offers: vec![InlineOffer {
                id: repost_id(id),
                title: said(PrivateSay::RepostTitle { game: id }),
                description: said(PrivateSay::RepostDescription {
                    white: row.white_name.clone(),
                    black: row.black_name.clone(),
                    variant: loaded.variant(),
                }),
                card,
            }],
            hint: None,
        })
    }

    /// The start position of `variant` as an image (drawn once per variant and side).
    async fn start_board(
        &self,
        variant: Variant,
        flip: bool,
    ) -> Result<Option<Attachment>, ServiceError> {
        if !self.options().images {
            return Ok(None);
        }
        if let Some(drawn) = self.inner.private.start_board(variant, flip) {
            return Ok(Some(drawn));
        }
        let size = self.options().image_size;
        let renderer = self.renderer();
        let png = self
            .render_off_thread(move || {
                let position = Position::start(variant);
                Ok(renderer.render_png(&position, &board_options(None, flip, size)))
            })
            .await?;
        let drawn = Attachment {
            filename: format!("{}-start.png", variant.name()),
            mime: "image/png".into(),
            bytes: png,
        };
        self.inner
            .private
            .keep_start_board(variant, flip, drawn.clone());
        Ok(Some(drawn))
    }
}

/// The challenge `author` offers in `variant` with the options typed.
fn open_challenge(
    author: &User,
    variant: Variant,
    args: &ChallengeArgs,
    made_at: i64,
) -> OpenChallenge {
    OpenChallenge {
        challenger: author.id.clone(),
        variant,
        color: args.color.unwrap_or(ColorChoice::Random),
        giveaway: args.giveaway,
        soffio: args.soffio,
        rated: !args.unrated,
        days: args.days,
        bank: args.bank,
        made_at,
    }
}

/// The colour the challenger asked for, `None` for a draw by lot.
pub(super) fn challenger_color(choice: ColorChoice) -> Option<Color> {
    match choice {
        ColorChoice::White => Some(Color::White),
        ColorChoice::Black => Some(Color::Black),
        ColorChoice::Random => None,
    }
}
