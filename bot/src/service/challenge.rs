//! `!challenge`, `!accept`, `!decline`, `!cancel`.

use rand::Rng;
use rules::{Color, Position, Variant};

use super::context::Ctx;
use super::load::{Change, Loaded, clear_offer};
use super::pick::picked;
use super::{Answer, MAX_ATTEMPTS, Service, ServiceError};
use crate::command::{Answered, ChallengeArgs, ColorChoice};
use crate::i18n::ChallengeInfo;
use crate::message::{Button, ButtonStyle, Platform, Reply, User};
use crate::store::{ChallengeStatus, Challenged, GameStatus, NewChallenge, stand_in_id};

/// Some(replies) when done, None when the game changed meanwhile (try again).
type Attempt = Result<Option<Vec<Reply>>, ServiceError>;

impl Service {
    pub(crate) async fn challenge(&self, ctx: &Ctx<'_>, args: ChallengeArgs) -> Answer {
        let author = ctx.author();
        let opponent = match opponent(ctx, args.opponent.as_deref()) {
            Ok(user) => self.person(user).await?,
            Err(reply) => return Ok(vec![*reply]),
        };
        if opponent.id == author.id {
            return Ok(vec![ctx.refuse(ctx.tr.challenge_yourself())]);
        }
        let bot = &self.options().bot_name;
        if opponent
            .username
            .as_deref()
            .is_some_and(|u| u.eq_ignore_ascii_case(bot))
            || opponent.name.eq_ignore_ascii_case(bot)
        {
            return Ok(vec![ctx.refuse(ctx.tr.bot_does_not_play())]);
        }
        let variant = args
            .variant
            .or_else(|| ctx.settings.default_variant.as_deref()?.parse().ok())
            .unwrap_or(Variant::English);
        if args.soffio && !variant.allows_soffio() {
            return Ok(vec![ctx.refuse(ctx.tr.soffio_not_allowed(variant))]);
        }
        let channel = &ctx.incoming.channel;
        let open = self
            .store()
            .open_games(channel.platform.as_str(), &channel.id)
            .await?;
        if let Some(existing) = open
            .iter()
            .find(|g| g.is_player(&author.id) && g.is_player(&opponent.id))
        {
            return Ok(vec![ctx.refuse(ctx.tr.already_open(
                existing.id,
                &opponent,
                existing.status == GameStatus::Challenge,
            ))]);
        }
        let choice = args.color.unwrap_or(ColorChoice::Random);
        let author_color = match choice {
            ColorChoice::White => Color::White,
            ColorChoice::Black => Color::Black,
            ColorChoice::Random => {
                if rand::rng().random::<bool>() {
                    Color::White
                } else {
                    Color::Black
                }
            }
        };
        let (white, black) = match author_color {
            Color::White => (author, &opponent),
            Color::Black => (&opponent, author),
        };
        self.store().upsert_user(author).await?;
        self.store().upsert_user(&opponent).await?;
        let created = self
            .store()
            .create_challenge(&NewChallenge {
                platform: channel.platform.as_str().into(),
                channel_id: channel.id.clone(),
                thread_id: channel.thread.clone(),
                community: channel.community.clone(),
                variant: variant.name().into(),
                soffio: args.soffio,
                start_fen: Position::start(variant).to_fen(),
                white_id: white.id.clone(),
                white_name: white.name.clone(),
                black_id: black.id.clone(),
                black_name: black.name.clone(),
                challenger_id: author.id.clone(),
                challenged_id: opponent.id.clone(),
                color_choice: choice.as_str().into(),
                days_per_move: args.days.map(i64::from),
            })
            .await?;
        let row = match created {
            Challenged::Created(row) => row,
            // Another challenge between the two landed first.
            Challenged::Open(existing) => {
                return Ok(vec![ctx.refuse(ctx.tr.already_open(
                    existing.id,
                    &opponent,
                    existing.status == GameStatus::Challenge,
                ))]);
            }
        };
        let info = ChallengeInfo {
            game: row.id,
            challenger: author.clone(),
            challenger_color: author_color,
            opponent: opponent.clone(),
            variant,
            soffio: args.soffio,
            days: args.days,
        };
        let mut reply = ctx.say(ctx.tr.challenge_offer(&info));
        reply.game = Some(row.id);
        reply.buttons = answer_buttons(ctx, row.id, Answered::Challenge);
        Ok(vec![reply])
    }

    /// `!accept` (`accept` true) or `!decline`: answers the challenge or offer that waits for
    /// the author, or the one `what` names.
    pub(crate) async fn answer(
        &self,
        ctx: &Ctx<'_>,
        id: Option<i64>,
        what: Option<Answered>,
        accept: bool,
    ) -> Answer {
        let example = if accept {
            "!accept #12"
        } else {
            "!decline #12"
        };
        for _ in 0..MAX_ATTEMPTS {
            let loaded = picked!(self.pick_answer(ctx, id, example).await?);
            if let Some(reply) = answered_elsewhere(ctx, &loaded, what) {
                return Ok(vec![reply]);
            }
            let attempt = match loaded.row.status {
                GameStatus::Challenge => self.answer_challenge(ctx, loaded, accept).await,
                GameStatus::Active => self.answer_offer(ctx, loaded, accept).await,
                _ => Ok(Some(vec![self.closed(ctx, &loaded)])),
            };
            if let Some(replies) = attempt? {
                return Ok(replies);
            }
        }
        Err(ServiceError::Contended(id.unwrap_or(0), MAX_ATTEMPTS))
    }

    /// Withdraws the author's challenge, or their own pending offer.
    pub(crate) async fn cancel(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answer {
        for _ in 0..MAX_ATTEMPTS {
            let loaded = picked!(self.pick_own_offer(ctx, id).await?);
            let row = &loaded.row;
            let me = &ctx.author().id;
            let Some(color) = row.color_of(me) else {
                return Ok(vec![ctx.refuse(ctx.tr.not_a_player(
                    row.id,
                    &ctx.player(row, Color::White),
                    &ctx.player(row, Color::Black),
                ))]);
            };
            let mut next = row.clone();
            let (challenge, body) = match row.status {
                GameStatus::Challenge => {
                    let challenge = self.store().challenge(row.id).await?;
                    if challenge.is_none_or(|c| c.challenger_id != *me) {
                        return Ok(vec![
                            ctx.refuse(
                                ctx.tr
                                    .only_challenger_cancels(row.id, &ctx.player(row, !color)),
                            ),
                        ]);
                    }
                    next.status = GameStatus::Cancelled;
                    (
                        Some(ChallengeStatus::Cancelled),
                        ctx.tr
                            .challenge_cancelled(row.id, ctx.author(), &ctx.player(row, !color)),
                    )
                }
                GameStatus::Active => {
                    let own_offer = row.offer_by.as_deref()
                        == Some(crate::store::color_to_db(color))
                        && row.offer_plies == Some(row.plies);
                    let Some(kind) = row.offer_kind.clone().filter(|_| own_offer) else {
                        return Ok(vec![ctx.refuse(ctx.tr.nothing_to_cancel())]);
                    };
                    clear_offer(&mut next);
                    (
                        None,
                        ctx.tr.offer_withdrawn(
                            row.id,
                            &kind,
                            ctx.author(),
                            &ctx.player(row, !color),
                        ),
                    )
                }
                _ => return Ok(vec![self.closed(ctx, &loaded)]),
            };
            let change = Change {
                challenge,
                ..Change::of(next, loaded.game.clone())
            };
            if self.commit(change).await?.is_some() {
                return Ok(vec![ctx.say(body)]);
            }
        }
        Err(ServiceError::Contended(id.unwrap_or(0), MAX_ATTEMPTS))
    }

    async fn answer_challenge(&self, ctx: &Ctx<'_>, loaded: Loaded, accept: bool) -> Attempt {
        let row = &loaded.row;
        let me = &ctx.author().id;
        let Some(challenge) = self.store().challenge(row.id).await? else {
            return Ok(Some(vec![ctx.refuse(ctx.tr.no_such_game(row.id))]));
        };
        let challenger_color = row
            .color_of(&challenge.challenger_id)
            .unwrap_or(Color::White);
        let challenger = ctx.player(row, challenger_color);
        if challenge.challenged_id != *me {
            let challenged = ctx.player(row, !challenger_color);
            let body = if challenge.challenger_id == *me {
                ctx.tr.own_challenge(row.id, &challenged)
            } else {
                ctx.tr.only_challenged_answers(row.id, &challenged)
            };
            return Ok(Some(vec![ctx.refuse(body)]));
        }
        let mut next = row.clone();
        if !accept {
            next.status = GameStatus::Declined;
            let change = Change {
                challenge: Some(ChallengeStatus::Declined),
                ..Change::of(next, loaded.game.clone())
            };
            return Ok(self.commit(change).await?.map(|_| {
                vec![ctx.say(ctx.tr.challenge_declined(row.id, ctx.author(), &challenger))]
            }));
        }
        next.status = GameStatus::Active;
        let now = self.now();
        next.started_at = Some(now);
        next.start_turn(now);
        let change = Change {
            challenge: Some(ChallengeStatus::Accepted),
            ..Change::of(next, loaded.game.clone())
        };
        let Some(done) = self.commit(change).await? else {
            return Ok(None);
        };
        let turn = done.game.turn();
        let body = ctx.tr.game_starts(
            done.row.id,
            done.variant(),
            &ctx.player(&done.row, Color::White),
            &ctx.player(&done.row, Color::Black),
            &ctx.player(&done.row, turn),
            turn,
            done.row.soffio,
            done.row.days_per_move,
        );
        Ok(Some(vec![self.board_reply(ctx, &done, body).await?]))
    }

    /// A person as mentioned: an adapter that knew only the @handle gives a stand-in id
    /// (`@handle`); the store may know who it is, else the stand-in is made the one id of that
    /// handle whatever its case ([`stand_in_id`]).
    pub(crate) async fn person(&self, mut user: User) -> Result<User, ServiceError> {
        let Some(handle) = user.id.strip_prefix('@') else {
            return Ok(user);
        };
        match self
            .store()
            .user_by_username(user.platform.as_str(), handle)
            .await?
        {
            Some(known) => Ok(known),
            None => {
                user.id = stand_in_id(handle);
                Ok(user)
            }
        }
    }

    /// The answer for a game that is no longer open.
    pub(crate) fn closed(&self, ctx: &Ctx<'_>, loaded: &Loaded) -> Reply {
        match loaded.row.status {
            GameStatus::Finished => {
                ctx.refuse(ctx.tr.game_over(loaded.row.id, loaded.game.outcome()))
            }
            _ => ctx.refuse(ctx.tr.challenge_closed(loaded.row.id)),
        }
    }
}

/// Accept / Decline buttons for game `id`.
/// Accept / Decline under a challenge or an offer; each names what it answers, so that a
/// button pressed late cannot answer another offer made in that game since.
pub(crate) fn answer_buttons(ctx: &Ctx<'_>, id: i64, what: Answered) -> Vec<Button> {
    let what = what.as_str();
    vec![
        Button {
            label: ctx.tr.accept_label(),
            command: format!("!accept #{id} {what}"),
            style: ButtonStyle::Primary,
        },
        Button {
            label: ctx.tr.decline_label(),
            command: format!("!decline #{id} {what}"),
            style: ButtonStyle::Secondary,
        },
    ]
}

/// The refusal when an answer names something other than what waits in the game now (a
/// draw offer's button pressed after it gave way to a take-back request, say).
fn answered_elsewhere(ctx: &Ctx<'_>, loaded: &Loaded, what: Option<Answered>) -> Option<Reply> {
    let what = what?;
    let row = &loaded.row;
    let pending = match row.status {
        GameStatus::Challenge => Some(Answered::Challenge.as_str()),
        GameStatus::Active => row.offer_kind.as_deref(),
        _ => None,
    };
    (pending != Some(what.as_str())).then(|| ctx.refuse(ctx.tr.nothing_to_answer()))
}

/// The person challenged: the first mention the adapter resolved. On the console `@bob` is
/// simply the user `bob`.
fn opponent(ctx: &Ctx<'_>, typed: Option<&str>) -> Result<User, Box<Reply>> {
    if let Some(user) = ctx.incoming.mentions.first() {
        return Ok(user.clone());
    }
    let typed = typed.unwrap_or("");
    let name = typed.trim_start_matches('@');
    if ctx.incoming.channel.platform == Platform::Console
        && !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || "_.-".contains(c))
    {
        return Ok(User {
            platform: Platform::Console,
            id: name.to_lowercase(),
            name: name.to_string(),
            username: None,
        });
    }
    Err(Box::new(ctx.refuse(ctx.tr.unknown_person(typed))))
}
