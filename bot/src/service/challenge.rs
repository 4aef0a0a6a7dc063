//! `!challenge`, `!accept`, `!decline`, `!cancel`.

use rand::Rng;
use rules::{Color, Position};

use super::answer::Answer;
use super::change::{Decision, Edit, committed};
use super::context::Ctx;
use super::load::Loaded;
use super::load::{offer_to, pending_kind};
use super::offers::OfferAnswered;
use super::shared::{closed, with_answer_buttons};
use super::{Answers, Service, ServiceError};
use crate::command::{Answered, ChallengeArgs, ColorChoice};
use crate::i18n::{ChallengeInfo, Say};
use crate::message::User;
use crate::store::{Challenged, GameStatus, NewChallenge};

/// What `!accept` or `!decline` answered.
enum Answering {
    /// The challenge was declined (by the author, to this challenger) or accepted.
    Declined {
        challenger: User,
    },
    Started,
    Offer(OfferAnswered),
}

/// What `!cancel` withdrew, and from whom.
enum Withdrawn {
    Challenge { other: User },
    Offer { kind: Answered, other: User },
}

impl Service {
    pub(crate) async fn challenge(&self, ctx: &Ctx<'_>, args: ChallengeArgs) -> Answers {
        let author = ctx.author();
        let mentioned = match opponent(ctx, args.opponent.as_deref()) {
            Ok(user) => user,
            Err(refusal) => return Ok(vec![*refusal]),
        };
        if self.is_the_bot(&mentioned) {
            return self.challenge_bot(ctx, args).await;
        }
        let opponent = self.person(mentioned).await?;
        let refuse = |say| Ok(vec![Answer::refuse(say)]);
        if opponent.id == author.id {
            return refuse(Say::ChallengeYourself);
        }
        if args.level.is_some() {
            return refuse(Say::LevelOnlyAgainstBot);
        }
        let variant = ctx.variant_or_channels(args.variant);
        if args.soffio && !variant.allows_soffio() {
            return refuse(Say::SoffioNotAllowed { variant });
        }
        let channel = &ctx.incoming.channel;
        let open = self
            .store()
            .open_games(channel.platform.as_str(), &channel.id)
            .await?;
        let already_open = |existing: &crate::store::GameRow| Say::AlreadyOpen {
            game: existing.id,
            opponent: opponent.clone(),
            challenge: existing.status == GameStatus::Challenge,
        };
        if let Some(existing) = open
            .iter()
            .find(|g| g.is_player(&author.id) && g.is_player(&opponent.id))
        {
            return refuse(already_open(existing));
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
                giveaway: args.giveaway,
                start_fen: Position::start(variant).to_fen(),
                white_id: white.id.clone(),
                white_name: white.name.clone(),
                black_id: black.id.clone(),
                black_name: black.name.clone(),
                challenger_id: author.id.clone(),
                challenged_id: opponent.id.clone(),
                color_choice: choice.as_str().into(),
                days_per_move: args.days.map(i64::from),
                bank: args.bank.map(|bank| bank.to_string()),
                live: args.live.map(|live| live.to_string()),
                rated: !args.unrated,
            })
            .await?;
        let row = match created {
            Challenged::Created(row) => row,
            // Another challenge between the two landed first.
            Challenged::Open(existing) => return refuse(already_open(&existing)),
        };
        let offer = Answer::say(Say::ChallengeOffer(ChallengeInfo {
            game: row.id,
            challenger: author.clone(),
            challenger_color: author_color,
            opponent,
            variant,
            soffio: args.soffio,
            giveaway: args.giveaway,
            days: args.days,
            bank: args.bank,
            live: args.live,
            rated: !args.unrated,
        }));
        Ok(vec![with_answer_buttons(
            offer.about(row.id),
            &row,
            Answered::Challenge,
        )])
    }

    /// `!accept` (`accept` true) or `!decline`: answers the challenge or offer that waits for
    /// the author, or the one `what` names.
    pub(crate) async fn answer(
        &self,
        ctx: &Ctx<'_>,
        id: Option<i64>,
        what: Option<Answered>,
        accept: bool,
    ) -> Answers {
        let example = if accept {
            "!accept #12"
        } else {
            "!decline #12"
        };
        let changed = self
            .change_game(
                || self.pick_answer(ctx, id, example),
                |loaded| async move {
                    if let Some(refusal) = answered_elsewhere(&loaded, what) {
                        return Ok(Decision::Stop(refusal));
                    }
                    match loaded.row.status {
                        GameStatus::Challenge => self.decide_challenge(ctx, loaded, accept).await,
                        GameStatus::Active => Ok(self
                            .decide_offer(ctx, loaded, accept)
                            .await?
                            .map(Answering::Offer)),
                        _ => Ok(Decision::Stop(Box::new(closed(&loaded)))),
                    }
                },
            )
            .await?;
        let (done, answering) = committed!(changed);
        let game = done.row.id;
        Ok(vec![match answering {
            Answering::Declined { challenger } => Answer::say(Say::ChallengeDeclined {
                game,
                decliner: ctx.author().clone(),
                challenger,
            }),
            Answering::Started => {
                let turn = done.game.turn();
                let starts = Answer::say(Say::GameStarts {
                    game,
                    variant: done.variant(),
                    giveaway: done.giveaway(),
                    white: ctx.player(&done.row, Color::White),
                    black: ctx.player(&done.row, Color::Black),
                    to_move: ctx.player(&done.row, turn),
                    color: turn,
                    soffio: done.row.soffio,
                    days_per_move: done.row.days_per_move,
                    bank: done.row.bank.clone(),
                    live: done.row.live.clone(),
                    rated: done.row.rated,
                });
                self.board_reply(ctx, &done, starts).await?
            }
            Answering::Offer(answered) => self.offer_answered(ctx, &done, answered).await?,
        }])
    }

    /// Withdraws the author's challenge, or their own pending offer.
    pub(crate) async fn cancel(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answers {
        let me = &ctx.author().id;
        let changed = self
            .change_game(
                || self.pick_own_offer(ctx, id),
                |loaded| async move {
                    let row = &loaded.row;
                    let refuse = |say| Ok(Decision::refuse(say));
                    let Some(color) = row.color_of(me) else {
                        return refuse(Say::NotAPlayer {
                            game: row.id,
                            white: ctx.player(row, Color::White),
                            black: ctx.player(row, Color::Black),
                        });
                    };
                    let other = ctx.player(row, !color);
                    match row.status {
                        GameStatus::Challenge => {
                            let challenge = self.store().challenge(row.id).await?;
                            if challenge.is_none_or(|c| c.challenger_id != *me) {
                                return refuse(Say::OnlyChallengerCancels {
                                    game: row.id,
                                    challenger: other,
                                });
                            }
                            let withdrawn = Withdrawn::Challenge { other };
                            Ok(Decision::Commit(loaded.edit(Edit::Cancel), withdrawn))
                        }
                        GameStatus::Active => {
                            let Some(kind) = pending_kind(row).filter(|_| offer_to(row, !color))
                            else {
                                return refuse(Say::NothingToCancel);
                            };
                            let withdrawn = Withdrawn::Offer { kind, other };
                            Ok(Decision::Commit(loaded.edit(Edit::ClearOffer), withdrawn))
                        }
                        _ => Ok(Decision::Stop(Box::new(closed(&loaded)))),
                    }
                },
            )
            .await?;
        let (done, withdrawn) = committed!(changed);
        let (game, author) = (done.row.id, ctx.author().clone());
        Ok(vec![Answer::say(match withdrawn {
            Withdrawn::Challenge { other } => Say::ChallengeCancelled {
                game,
                author,
                other,
            },
            Withdrawn::Offer { kind, other } => Say::OfferWithdrawn {
                game,
                kind,
                author,
                opponent: other,
            },
        })])
    }

    /// `!accept` / `!decline` of a challenge: only the person challenged answers it.
    async fn decide_challenge(
        &self,
        ctx: &Ctx<'_>,
        loaded: Loaded,
        accept: bool,
    ) -> Result<Decision<Answering, Box<Answer>>, ServiceError> {
        let row = &loaded.row;
        let refuse = |say| Ok(Decision::refuse(say));
        let Some(challenge) = self.store().challenge(row.id).await? else {
            return refuse(Say::NoSuchGame { game: row.id });
        };
        let me = &ctx.author().id;
        let challenger_color = row
            .color_of(&challenge.challenger_id)
            .unwrap_or(Color::White);
        if challenge.challenged_id != *me {
            let challenged = ctx.player(row, !challenger_color);
            return refuse(if challenge.challenger_id == *me {
                Say::OwnChallenge {
                    game: row.id,
                    challenged,
                }
            } else {
                Say::OnlyChallengedAnswers {
                    game: row.id,
                    challenged,
                }
            });
        }
        if !accept {
            let challenger = ctx.player(row, challenger_color);
            let declined = Answering::Declined { challenger };
            return Ok(Decision::Commit(loaded.edit(Edit::Decline), declined));
        }
        Ok(Decision::Commit(
            loaded.edit(Edit::Start),
            Answering::Started,
        ))
    }
}

/// The refusal when an answer names something other than what waits in the game now (a
/// draw offer's button pressed after it gave way to a take-back request, say).
fn answered_elsewhere(loaded: &Loaded, what: Option<Answered>) -> Option<Box<Answer>> {
    let what = what?;
    let row = &loaded.row;
    let pending = match row.status {
        GameStatus::Challenge => Some(Answered::Challenge.as_str()),
        GameStatus::Active => row.offer_kind.as_deref(),
        _ => None,
    };
    (pending != Some(what.as_str())).then(|| Box::new(Answer::refuse(Say::NothingToAnswer)))
}

/// The person challenged: the first person the adapter found mentioned.
fn opponent(ctx: &Ctx<'_>, typed: Option<&str>) -> Result<User, Box<Answer>> {
    match ctx.incoming.mentions.first() {
        Some(user) => Ok(user.clone()),
        None => Err(Box::new(Answer::refuse(Say::UnknownPerson {
            typed: typed.unwrap_or("").to_string(),
        }))),
    }
}
