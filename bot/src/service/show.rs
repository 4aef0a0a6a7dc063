//! Commands that look and change nothing: `!board`, `!moves`, `!why`, `!pdn`, `!games`,
//! `!stats`, `!top`.

use rules::{Color, Position, Refusal, Variant, write_pdn};

use super::answer::Answer;
use super::clock::{clock_info, clock_info_ms};
use super::context::Ctx;
use super::load::{Loaded, legal_texts, row_turn};
use super::pick::picked;
use super::shared::{bad_square, closed};

use super::{Answers, Service, ServiceError};
use crate::clock::DAY;
use crate::i18n::{
    BoardInfo, BotResultLine, FinishedLine, GameLine, LeaderLine, PrivateSay, RatingLine,
    ResultLine, Say,
};
use crate::message::{Attachment, ButtonStyle, PRIVATE_COMMUNITY, Platform, SHARE, User};
use crate::pool::Pool;
use crate::store::GameStatus;

/// How many players `!top` lists.
const TOP: i64 = 10;

/// PDN longer than this goes as a file rather than in the message.
const INLINE_PDN: usize = 1500;

/// The refusal of a move out of turn, stored by its rule id for `!why`.
const OUT_OF_TURN: Refusal = Refusal::NotYourTurn {
    to_move: Color::White,
};

/// How many finished games a page of `!games all` lists.
const FINISHED_PAGE: i64 = 10;

/// The most games one PDN file holds (the most recent).
const PDN_MAX_GAMES: i64 = 500;

/// The MIME type of PDN files.
const PDN_MIME: &str = "application/x-draughts-pdn";

/// A person's record in one community, said or to be said.
struct Stats {
    answer: Answer,
    stats: Say,
    bot_record: Option<Say>,
    has_results: bool,
}

/// At most this many of the private games listed in the bot's private chat get a button
/// that posts them again.
const REPOST_BUTTONS: usize = 10;

impl Service {
    pub(crate) async fn board(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answers {
        let loaded = picked!(self.pick_view(ctx, id, "!board #12").await?);
        if loaded.row.status == GameStatus::Challenge || !is_open_or_finished(&loaded) {
            return Ok(vec![self.closed_or_pending(&loaded)]);
        }
        let caption = Answer::say(Say::Board(self.board_info(ctx, &loaded)));
        Ok(vec![self.board_reply(ctx, &loaded, caption).await?])
    }

    pub(crate) async fn moves(
        &self,
        ctx: &Ctx<'_>,
        id: Option<i64>,
        square: Option<&str>,
    ) -> Answers {
        let loaded = picked!(self.pick_view(ctx, id, "!moves #12").await?);
        if loaded.row.status != GameStatus::Active {
            return Ok(vec![self.closed_or_pending(&loaded)]);
        }
        let variant = loaded.variant();
        let from = match square {
            Some(square) => match variant.parse_square(square) {
                Some(sq) => Some(sq),
                None => return Ok(vec![bad_square(square, variant)]),
            },
            None => None,
        };
        let texts = legal_texts(&loaded, from);
        let position = loaded.game.position();
        let turn = position.turn();
        Ok(vec![Answer::say(Say::LegalMoves {
            game: loaded.row.id,
            to_move: ctx.player(&loaded.row, turn),
            color: turn,
            moves: texts,
            square: square.map(str::to_string),
        })])
    }

    pub(crate) async fn why(&self, ctx: &Ctx<'_>, id: Option<i64>, text: Option<&str>) -> Answers {
        let loaded = picked!(self.pick_view(ctx, id, "!why #12 22-18").await?);
        let row = &loaded.row;
        let variant = loaded.variant();
        if let Some(text) = text {
            let position = loaded.game.position();
            if let Some(outcome) = loaded.game.outcome() {
                return Ok(vec![Answer::say(Say::GameOver {
                    game: row.id,
                    outcome: Some(outcome),
                })]);
            }
            let turn = position.turn();
            let for_other = row.color_of(&ctx.author().id) != Some(turn);
            let for_other = for_other.then_some(turn);
            let say = match position.explain(text) {
                Ok(explanation) => Say::ExplainLegal {
                    explanation,
                    for_other,
                },
                Err(refusal) => {
                    let viewer = row.color_of(&ctx.author().id);
                    let image = self.refusal_image(row.id, position, text, viewer).await?;
                    let say = Say::ExplainRefusal {
                        game: row.id,
                        text: text.to_string(),
                        refusal,
                        legal: position.legal_move_texts(),
                        for_other,
                    };
                    return Ok(vec![Answer::say(say).image_maybe(image).for_author()]);
                }
            };
            return Ok(vec![Answer::say(say)]);
        }
        // The asker's refused move, unless they have played a move since: then the last
        // ruling is that move.
        let my_last_move = row.color_of(&ctx.author().id).and_then(|color| {
            loaded
                .game
                .plies()
                .enumerate()
                .filter(|(_, ply)| ply.color == color)
                .map(|(i, _)| i as i64)
                .last()
        });
        let refused = self
            .store()
            .last_refusal(row.id, &ctx.author().id)
            .await?
            .filter(|r| my_last_move.is_none_or(|i| r.plies > i));
        if let Some(refused) = refused {
            let move_number = refused.plies / 2 + 1;
            let Ok(position) = Position::from_fen(variant, &refused.fen) else {
                return Ok(vec![Answer::say(Say::NothingToExplain { game: row.id })]);
            };
            let say = if refused.rule == OUT_OF_TURN.rule() {
                let turn = position.turn();
                Say::WhyNotYourTurn {
                    text: refused.text,
                    move_number,
                    to_move: ctx.player(row, turn),
                    color: turn,
                }
            } else {
                match position.explain(&refused.text) {
                    Err(refusal) => {
                        let viewer = row.color_of(&ctx.author().id);
                        let image = self
                            .refusal_image(row.id, &position, &refused.text, viewer)
                            .await?;
                        let say = Say::WhyRefused {
                            legal: position.legal_move_texts(),
                            text: refused.text,
                            move_number,
                            refusal,
                        };
                        return Ok(vec![Answer::say(say).image_maybe(image).for_author()]);
                    }
                    Ok(explanation) => Say::ExplainLegal {
                        explanation,
                        for_other: None,
                    },
                }
            };
            return Ok(vec![Answer::say(say)]);
        }
        let positions = loaded.game.positions();
        if let (Some(last), Some(before)) = (
            loaded.game.last_ply(),
            positions.len().checked_sub(2).map(|i| positions[i]),
        ) {
            let mover = ctx.player(row, last.color);
            let say = match before.explain(&last.text) {
                Ok(explanation) => Say::ExplainLastMove { mover, explanation },
                // A soffio move that ignored a capture: the rules refuse it, the house
                // rule let it be.
                Err(refusal) => Say::ExplainSoffioMove {
                    mover,
                    text: last.text.clone(),
                    refusal,
                },
            };
            return Ok(vec![Answer::say(say)]);
        }
        Ok(vec![Answer::say(Say::NothingToExplain { game: row.id })])
    }

    pub(crate) async fn pdn(
        &self,
        ctx: &Ctx<'_>,
        id: Option<i64>,
        player: Option<&str>,
        all: bool,
    ) -> Answers {
        if player.is_some() || all {
            return self.pdn_many(ctx, player).await;
        }
        let loaded = picked!(self.pick_view(ctx, id, "!pdn #12").await?);
        let row = &loaded.row;
        if !is_open_or_finished(&loaded) || row.status == GameStatus::Challenge {
            return Ok(vec![self.closed_or_pending(&loaded)]);
        }
        let text = write_pdn(&loaded.game, &pdn_tags(ctx, row));
        let file = |pdn: String| Attachment {
            filename: format!("dama-{}.pdn", row.id),
            mime: PDN_MIME.into(),
            bytes: pdn.into_bytes(),
        };
        let game = row.id;
        if text.len() <= INLINE_PDN {
            // Short: in the message, or as a file where files are what people keep.
            let file = file(format!("{}\n", text.trim_end()));
            let inline = Answer::say(Say::Pdn { game, pdn: text });
            return Ok(vec![inline.also_as_file(Say::PdnCaption { game }, file)]);
        }
        let attached = Answer::say(Say::PdnAttached { game }).about(game);
        Ok(vec![attached.document(file(text))])
    }

    /// `!pdn @bob` / `!pdn all`: the games of a player here (or of the channel), in one file,
    /// oldest first, each game one PDN game.
    async fn pdn_many(&self, ctx: &Ctx<'_>, player: Option<&str>) -> Answers {
        let channel = &ctx.incoming.channel;
        let who = match (ctx.incoming.mentions.first(), player) {
            // The bot's own games (`!pdn @dama`), under the id it plays by.
            (Some(user), _) if self.is_the_bot(user) => Some(User {
                id: crate::store::BOT_ID.to_string(),
                ..user.clone()
            }),
            (Some(user), _) => Some(self.person(user.clone()).await?),
            (None, Some(typed)) => {
                let typed = typed.to_string();
                return Ok(vec![Answer::refuse(Say::UnknownPerson { typed })]);
            }
            (None, None) => None,
        };
        let games = self
            .store()
            .games_with_events(
                channel.platform.as_str(),
                &channel.id,
                who.as_ref().map(|u| u.id.as_str()),
                PDN_MAX_GAMES,
            )
            .await?;
        let mut text = String::new();
        let mut count = 0;
        for (row, events) in &games {
            let game = match super::load::rebuild(row, events) {
                Ok(game) => game,
                Err(error) => {
                    tracing::warn!(game = row.id, %error, "a game left out of a PDN file");
                    continue;
                }
            };
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(write_pdn(&game, &pdn_tags(ctx, row)).trim_end());
            text.push('\n');
            count += 1;
        }
        if count == 0 {
            return Ok(vec![Answer::refuse(Say::NoGamesToExport { player: who })]);
        }
        let filename = match &who {
            Some(user) => format!("dama-{}.pdn", file_safe(&user.name)),
            None => format!("dama-{}.pdn", file_safe(&channel.id)),
        };
        let file = Attachment {
            filename,
            mime: PDN_MIME.into(),
            bytes: text.into_bytes(),
        };
        Ok(vec![
            Answer::say(Say::PdnCollection { player: who, count }).document(file),
        ])
    }

    pub(crate) async fn games(&self, ctx: &Ctx<'_>, all: bool, page: Option<u32>) -> Answers {
        if all {
            return self.finished_games(ctx, page.unwrap_or(1).max(1)).await;
        }
        let channel = &ctx.incoming.channel;
        let rows = self
            .store()
            .open_games(channel.platform.as_str(), &channel.id)
            .await?;
        let now = self.now();
        let line = |g: &crate::store::GameRow| GameLine {
            id: g.id,
            variant: g.variant.parse().ok(),
            giveaway: g.giveaway,
            white: ctx.player(g, Color::White),
            black: ctx.player(g, Color::Black),
            challenge: g.status == GameStatus::Challenge,
            to_move: row_turn(g).map(|c| (ctx.player(g, c), c)),
            move_number: g.plies / 2 + 1,
            idle_seconds: now - g.turn_start(),
            clock: clock_info(g, now),
            lapses_in: (g.status == GameStatus::Challenge)
                .then(|| g.created_at + ctx.settings.challenge_days * DAY - now),
        };
        let here = Answer::say(Say::Games(rows.iter().map(line).collect()));
        if !ctx.incoming.in_private_chat() {
            return Ok(vec![here]);
        }
        // In the bot's private chat: the author's private games too, wherever they are
        // played, with how to post one again.
        let private = self
            .store()
            .open_games_in_community(
                channel.platform.as_str(),
                PRIVATE_COMMUNITY,
                &ctx.author().id,
            )
            .await?;
        let Some(last) = private.last().map(|g| g.id) else {
            return Ok(vec![here.then(Say::Private(PrivateSay::NoGames))]);
        };
        let bot = self
            .introduced(channel.platform)
            .and_then(|me| me.username)
            .unwrap_or_else(|| self.options().bot_name.clone());
        let hint = match channel.platform {
            Platform::Discord => PrivateSay::BoardHint { game: last },
            _ => PrivateSay::RepostHint { game: last, bot },
        };
        let mut listed = Answer::say(Say::Private(PrivateSay::GamesHead))
            .then(Say::Games(private.iter().map(line).collect()))
            .then(Say::Private(hint));
        if channel.platform == Platform::Telegram {
            for game in private.iter().take(REPOST_BUTTONS) {
                listed = listed.button(
                    Say::Private(PrivateSay::RepostButton { game: game.id }),
                    format!("{SHARE}#{}", game.id),
                    ButtonStyle::Secondary,
                );
            }
        }
        let here = (!rows.is_empty()).then_some(here);
        Ok(here.into_iter().chain([listed]).collect())
    }

    /// `!games all [page]`: the channel's finished games with their results, the most recent
    /// first, [`FINISHED_PAGE`] a page.
    async fn finished_games(&self, ctx: &Ctx<'_>, page: u32) -> Answers {
        let channel = &ctx.incoming.channel;
        let offset = i64::from(page - 1) * FINISHED_PAGE;
        let (rows, total) = self
            .store()
            .finished_games(
                channel.platform.as_str(),
                &channel.id,
                offset,
                FINISHED_PAGE,
            )
            .await?;
        let pages = ((total + FINISHED_PAGE - 1) / FINISHED_PAGE).max(1);
        if i64::from(page) > pages {
            return Ok(vec![Answer::refuse(Say::NoSuchPage {
                page: i64::from(page),
                pages,
            })]);
        }
        let lines = rows
            .iter()
            .map(|g| FinishedLine {
                id: g.id,
                variant: g.variant.parse().ok(),
                white: ctx.player(g, Color::White),
                black: ctx.player(g, Color::Black),
                outcome: super::load::outcome_from_code(
                    g.winner.as_deref(),
                    g.end_reason.as_deref().unwrap_or_default(),
                ),
                aborted: g.is_aborted(),
                rated: g.rated,
                plies: g.plies,
                finished_at: g.finished_at.unwrap_or(g.updated_at),
            })
            .collect();
        Ok(vec![Answer::say(Say::FinishedGames {
            lines,
            page: i64::from(page),
            pages,
            total,
        })])
    }

    pub(crate) async fn stats(&self, ctx: &Ctx<'_>, player: Option<&str>) -> Answers {
        let channel = &ctx.incoming.channel;
        let who: User = match (ctx.incoming.mentions.first(), player) {
            (Some(user), _) => self.person(user.clone()).await?,
            (None, Some(typed)) => {
                let typed = typed.to_string();
                return Ok(vec![Answer::refuse(Say::UnknownPerson { typed })]);
            }
            (None, None) => ctx.author().clone(),
        };
        let mut said = self.stats_in(ctx, &channel.community, &who).await?;
        // Private games count in a community of their own, shown beside this one's.
        if channel.community != PRIVATE_COMMUNITY {
            let private = self.stats_in(ctx, PRIVATE_COMMUNITY, &who).await?;
            if private.has_results {
                said.answer = said
                    .answer
                    .then(Say::Private(PrivateSay::StatsHead))
                    .then(private.stats)
                    .then_maybe(private.bot_record);
            }
        }
        // Puzzle ratings (issue 35), apart from the game ratings.
        let puzzles = self.puzzle_ratings_line(ctx, &who.id).await?;
        Ok(vec![said.answer.then_maybe(puzzles)])
    }

    /// A person's results and ratings in one community.
    async fn stats_in(
        &self,
        ctx: &Ctx<'_>,
        community: &str,
        who: &User,
    ) -> Result<Stats, ServiceError> {
        let platform = ctx.incoming.channel.platform.as_str();
        let results = self.store().results(platform, community, &who.id).await?;
        let ratings = self
            .store()
            .ratings_of(platform, community, &who.id)
            .await?;
        let results: Vec<ResultLine> = results
            .into_iter()
            .map(|r| ResultLine {
                variant: r.variant,
                wins: r.wins,
                draws: r.draws,
                losses: r.losses,
            })
            .collect();
        let ratings = ratings
            .into_iter()
            .map(|r| RatingLine {
                variant: r.variant,
                rating: r.rating,
                deviation: r.deviation,
            })
            .collect();
        // Games against the bot are unrated: counted apart, by level.
        let against_bot: Vec<BotResultLine> = self
            .store()
            .results_against_bot(platform, community, &who.id)
            .await?
            .into_iter()
            .map(|r| BotResultLine {
                level: u8::try_from(r.level).unwrap_or(0),
                wins: r.wins,
                draws: r.draws,
                losses: r.losses,
            })
            .collect();
        let has_results = !results.is_empty() || !against_bot.is_empty();
        let bot_record = (!against_bot.is_empty()).then_some(Say::BotRecord { lines: against_bot });
        let stats = Say::Stats {
            who: who.clone(),
            results,
            ratings,
        };
        Ok(Stats {
            answer: Answer::say(stats.clone()).then_maybe(bot_record.clone()),
            stats,
            bot_record,
            has_results,
        })
    }

    /// The leaderboard of a variant (default: the channel's) in this community: the top
    /// [`TOP`] by rating − 2·RD.
    pub(crate) async fn top(
        &self,
        ctx: &Ctx<'_>,
        variant: Option<Variant>,
        giveaway: bool,
        live: bool,
    ) -> Answers {
        let channel = &ctx.incoming.channel;
        let variant = ctx.variant_or_channels(variant);
        let rows = self
            .store()
            .leaderboard(
                channel.platform.as_str(),
                &channel.community,
                &Pool::new(variant, giveaway).on_live_clock(live).name(),
                TOP,
            )
            .await?;
        let rows = rows
            .into_iter()
            .map(|r| LeaderLine {
                name: r.name,
                rating: r.rating,
                deviation: r.deviation,
                games: r.games,
            })
            .collect();
        Ok(vec![Answer::say(Say::Leaderboard {
            variant,
            giveaway,
            live,
            rows,
        })])
    }

    /// What a board shows in its caption.
    pub(crate) fn board_info(&self, ctx: &Ctx<'_>, loaded: &Loaded) -> BoardInfo {
        let row = &loaded.row;
        let turn = loaded.game.turn();
        BoardInfo {
            game: row.id,
            variant: loaded.variant(),
            giveaway: loaded.giveaway(),
            white: ctx.player(row, Color::White),
            black: ctx.player(row, Color::Black),
            to_move: ctx.player(row, turn),
            to_move_color: turn,
            move_number: loaded.game.move_number(),
            last_move: loaded.game.last_ply().map(|p| (p.color, p.text.clone())),
            outcome: loaded.game.outcome(),
            counters: loaded.game.counters().clone(),
            clock: clock_info_ms(row, self.now_ms()),
        }
    }

    fn closed_or_pending(&self, loaded: &Loaded) -> Answer {
        let row = &loaded.row;
        if row.status == GameStatus::Challenge {
            return Answer::refuse(Say::NotStarted { game: row.id });
        }
        closed(loaded)
    }
}

fn is_open_or_finished(loaded: &Loaded) -> bool {
    matches!(
        loaded.row.status,
        GameStatus::Challenge | GameStatus::Active | GameStatus::Finished
    )
}

/// The tags of a game's PDN.
fn pdn_tags(ctx: &Ctx<'_>, row: &crate::store::GameRow) -> Vec<(String, String)> {
    vec![
        ("Event".into(), format!("dama #{}", row.id)),
        ("Site".into(), ctx.incoming.channel.platform.site().into()),
        (
            "Date".into(),
            pdn_date(row.started_at.unwrap_or(row.created_at)),
        ),
        ("White".into(), row.white_name.clone()),
        ("Black".into(), row.black_name.clone()),
    ]
}

/// A name as a file name keeps it: letters, digits, `-` and `_`.
fn file_safe(name: &str) -> String {
    let safe: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    if safe.trim_matches('-').is_empty() {
        "games".into()
    } else {
        safe
    }
}

/// `YYYY.MM.DD` of a Unix time, as PDN writes dates.
fn pdn_date(unix: i64) -> String {
    let (y, m, d) = civil_from_days(unix.div_euclid(86_400));
    format!("{y:04}.{m:02}.{d:02}")
}

/// Howard Hinnant's days-to-civil algorithm (proleptic Gregorian calendar).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(pdn_date(0), "1970.01.01");
        assert_eq!(pdn_date(951_782_400), "2000.02.29");
        assert_eq!(pdn_date(1_795_305_600), "2026.11.22");
    }
}
