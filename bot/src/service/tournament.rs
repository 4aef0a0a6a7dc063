//! Tournaments of a channel: `!tournament create|join|leave|start`, and alone the standings.
//! Up to 8 players play a round robin (Berger tables), more a Swiss tournament; the bot
//! starts each round's games with the correspondence clock, and after every result posts the
//! standings as an image and as text. Everything lives in the store and every step is a
//! claim there ([`crate::store::Store::settle_pairing`], `open_round`, `finish_tournament`),
//! so that a restart, or several processes, do each step once.

use std::collections::HashMap;

use rules::{Position, Variant};

use super::answer::Answer;
use super::change::{Changed, Decision, Edit};
use super::context::Ctx;
use super::{Answers, Service, ServiceError};
use crate::command::{TournamentAction, TournamentArgs};
use crate::i18n::{PairingLine, Say, StandingLine, StandingsInfo, render};
use crate::message::{Attachment, Channel, Outbound, Platform, User, Via, plain};
use crate::pairing::{self, Played, SwissPlayer, TieBreak};
use crate::store::{
    EntrantRow, GameStatus, Joined, Left, NewPairing, NewRound, PairingRow, TournamentGame,
    TournamentRow, TournamentStatus,
};

/// Days per move of a tournament's games unless `days=N` says.
const DEFAULT_DAYS: i64 = 3;
/// The most players a round robin takes; more play a Swiss tournament.
const ROUND_ROBIN_MAX: usize = 8;
/// The fewest players a tournament starts with.
const MIN_PLAYERS: usize = 3;

impl Service {
    pub(crate) async fn tournament(
        &self,
        ctx: &Ctx<'_>,
        action: Option<TournamentAction>,
        args: TournamentArgs,
    ) -> Answers {
        match action {
            None => self.tournament_standings(ctx).await,
            Some(TournamentAction::Create) => self.tournament_create(ctx, args).await,
            Some(TournamentAction::Join) => self.tournament_join(ctx).await,
            Some(TournamentAction::Leave) => self.tournament_leave(ctx).await,
            Some(TournamentAction::Start) => self.tournament_start(ctx).await,
        }
    }

    async fn channel_tournament(
        &self,
        ctx: &Ctx<'_>,
    ) -> Result<Option<TournamentRow>, ServiceError> {
        let channel = &ctx.incoming.channel;
        Ok(self
            .store()
            .channel_tournament(channel.platform.as_str(), &channel.id)
            .await?)
    }

    async fn tournament_create(&self, ctx: &Ctx<'_>, args: TournamentArgs) -> Answers {
        if !ctx.incoming.author_is_admin {
            return Ok(vec![Answer::refuse(Say::AdminsOnly)]);
        }
        let channel = &ctx.incoming.channel;
        let variant = args.variant.unwrap_or_else(|| {
            ctx.settings
                .default_variant
                .as_deref()
                .and_then(|v| v.parse().ok())
                .unwrap_or(Variant::English)
        });
        let days = args.days.map_or(DEFAULT_DAYS, i64::from);
        let rounds = args.rounds.map(i64::from);
        let created = self
            .store()
            .create_tournament(
                channel.platform.as_str(),
                &channel.id,
                channel.thread.as_deref(),
                &channel.community,
                variant.name(),
                days,
                rounds,
                &ctx.author().id,
            )
            .await?;
        Ok(vec![match created {
            Ok(t) => Answer::say(Say::TournamentCreated {
                id: t.id,
                variant,
                days,
                rounds,
            }),
            Err(existing) => Answer::refuse(Say::TournamentExists { id: existing.id }),
        }])
    }

    async fn tournament_join(&self, ctx: &Ctx<'_>) -> Answers {
        let Some(t) = self.channel_tournament(ctx).await? else {
            return Ok(vec![Answer::refuse(Say::NoTournament)]);
        };
        if t.status != TournamentStatus::Open {
            return Ok(vec![Answer::refuse(Say::TournamentClosed { id: t.id })]);
        }
        let author = ctx.author();
        self.store().upsert_user(author).await?;
        let joined = self
            .store()
            .join_tournament(t.id, &author.id, &author.name)
            .await?;
        let players = self.store().entrants(t.id).await?.len();
        Ok(vec![match joined {
            Joined::Closed => Answer::refuse(Say::TournamentClosed { id: t.id }),
            joined => Answer::say(Say::TournamentJoined {
                id: t.id,
                player: author.clone(),
                players,
                already: joined == Joined::Already,
            }),
        }])
    }

    async fn tournament_leave(&self, ctx: &Ctx<'_>) -> Answers {
        let Some(t) = self.channel_tournament(ctx).await? else {
            return Ok(vec![Answer::refuse(Say::NoTournament)]);
        };
        let author = ctx.author();
        let left = self.store().leave_tournament(t.id, &author.id).await?;
        let forfeits = match left {
            Left::NotIn => return Ok(vec![Answer::refuse(Say::NotInTournament { id: t.id })]),
            Left::Withdrawn => false,
            Left::Forfeiting => true,
        };
        let mut answers = vec![Answer::say(Say::TournamentLeft {
            id: t.id,
            player: author.clone(),
            forfeits,
        })];
        if forfeits {
            // The games under way are lost now; those of later rounds are forfeited when
            // their round opens.
            for p in self.store().pairings(t.id).await? {
                let plays = p.white_id == author.id || p.black_id.as_deref() == Some(&author.id);
                if let (true, None, Some(game)) = (plays, &p.result, p.game_id)
                    && let Some(answer) = self.resign_for(game, &author.id, ctx).await?
                {
                    answers.push(answer);
                }
            }
        }
        Ok(answers)
    }

    /// Resigns game `game` for the player `user`, if it is under way.
    pub(crate) async fn resign_for(
        &self,
        game: i64,
        user: &str,
        ctx: &Ctx<'_>,
    ) -> Result<Option<Answer>, ServiceError> {
        let changed = self
            .change_game(
                || async move {
                    match self.store().game(game).await? {
                        Some(row) if row.status == GameStatus::Active => {
                            Ok(Ok(self.loaded(row).await?))
                        }
                        _ => Ok(Err(())),
                    }
                },
                |loaded| async move {
                    let Some(color) = loaded.row.color_of(user) else {
                        return Ok(Decision::Stop(()));
                    };
                    let mut rules_game = loaded.game.clone();
                    Ok(match rules_game.resign(color) {
                        Ok(outcome) => {
                            Decision::Commit(loaded.change(rules_game, Edit::Play), outcome)
                        }
                        Err(_) => Decision::Stop(()),
                    })
                },
            )
            .await?;
        Ok(match changed {
            Changed::Done(done, outcome) => Some(super::offers::ended(ctx, &done, outcome)),
            Changed::Stopped(()) => None,
        })
    }

    async fn tournament_start(&self, ctx: &Ctx<'_>) -> Answers {
        if !ctx.incoming.author_is_admin {
            return Ok(vec![Answer::refuse(Say::AdminsOnly)]);
        }
        let Some(t) = self.channel_tournament(ctx).await? else {
            return Ok(vec![Answer::refuse(Say::NoTournament)]);
        };
        if t.status != TournamentStatus::Open {
            return Ok(vec![Answer::refuse(Say::TournamentExists { id: t.id })]);
        }
        let mut entrants = self.store().entrants(t.id).await?;
        if entrants.len() < MIN_PLAYERS {
            return Ok(vec![Answer::refuse(Say::TournamentTooSmall {
                id: t.id,
                players: entrants.len(),
            })]);
        }
        // Seeds: the strongest first by the community's rating of the variant, then who
        // joined first.
        let mut strength = HashMap::new();
        for e in &entrants {
            let rating = self
                .store()
                .ratings_of(&t.platform, &t.community, &e.user_id)
                .await?
                .into_iter()
                .find(|r| r.variant == t.variant)
                .map_or(0.0, |r| r.rating);
            strength.insert(e.user_id.clone(), rating);
        }
        entrants.sort_by(|a, b| strength[&b.user_id].total_cmp(&strength[&a.user_id]));
        let n = entrants.len();
        let seeds: Vec<(String, i64)> = entrants
            .iter()
            .enumerate()
            .map(|(i, e)| (e.user_id.clone(), i as i64))
            .collect();
        let swiss = n > ROUND_ROBIN_MAX;
        let (format, all, total) = if swiss {
            let total = t
                .rounds_asked
                .map_or(pairing::swiss_rounds(n), |r| r as usize)
                .clamp(1, n - 1);
            let first = pairing::swiss_round(&vec![SwissPlayer::default(); n]);
            ("swiss", vec![first], total)
        } else {
            let cycles = if t.rounds_asked.is_some_and(|r| r >= 2) {
                2
            } else {
                1
            };
            let rounds = pairing::round_robin(n, cycles);
            let total = rounds.len();
            ("round-robin", rounds, total)
        };
        let stored: Vec<NewPairing> = all
            .iter()
            .enumerate()
            .flat_map(|(r, round)| new_pairings(&entrants, r as i64 + 1, round))
            .collect();
        let variant: Variant = t.variant.parse().unwrap_or(Variant::English);
        let first_rows: Vec<PairingRow> = stored
            .iter()
            .filter(|p| p.round == 1)
            .map(|p| PairingRow {
                round: 1,
                board: p.board,
                white_id: p.white_id.clone(),
                black_id: p.black_id.clone(),
                game_id: None,
                result: None,
                reported: false,
            })
            .collect();
        let first = round_to_open(&entrants, variant, 1, &first_rows);
        let started = self
            .store()
            .start_tournament(&t, format, total as i64, &seeds, &stored, &first)
            .await?;
        let Some(games) = started else {
            return Ok(vec![Answer::refuse(Say::TournamentChanged { id: t.id })]);
        };
        self.wake_scheduler();
        let platform = ctx.incoming.channel.platform;
        let pairings = pairing_lines(platform, &entrants, &first_rows, &games);
        Ok(vec![
            Answer::say(Say::TournamentStarted {
                id: t.id,
                swiss,
                rounds: total as i64,
                players: n,
            })
            .then(Say::RoundStarted {
                id: t.id,
                round: 1,
                rounds: total as i64,
                pairings,
            }),
        ])
    }

    async fn tournament_standings(&self, ctx: &Ctx<'_>) -> Answers {
        let Some(t) = self.channel_tournament(ctx).await? else {
            return Ok(vec![Answer::refuse(Say::NoTournament)]);
        };
        let entrants = self.store().entrants(t.id).await?;
        let pairings = self.store().pairings(t.id).await?;
        let platform = ctx.incoming.channel.platform;
        let info = standings_info(platform, &t, &entrants, &pairings, None);
        let image = self.standings_image(&info, ctx.lang);
        let answer = Answer::say(Say::Standings(info));
        Ok(vec![match image {
            Some(image) if t.status != TournamentStatus::Open => answer.image(image),
            _ => answer,
        }])
    }

    /// The standings as a PNG table.
    fn standings_image(&self, info: &StandingsInfo, lang: crate::i18n::Lang) -> Option<Attachment> {
        if !self.options().images || !info.started {
            return None;
        }
        let title = plain(&render(
            &Say::StandingsTitle {
                id: info.id,
                round: info.round,
                rounds: info.rounds,
            },
            lang,
        ));
        let tie = if info.swiss { "BH" } else { "SB" };
        let header: Vec<String> = ["#", "", "Pts", "N", tie].map(String::from).to_vec();
        let rows: Vec<Vec<String>> = info
            .lines
            .iter()
            .map(|l| {
                vec![
                    l.rank.to_string(),
                    if l.left {
                        format!("{} (–)", l.player.name)
                    } else {
                        l.player.name.clone()
                    },
                    crate::i18n::points_text(l.points),
                    l.played.to_string(),
                    crate::i18n::points_text(l.tie_break),
                ]
            })
            .collect();
        match ::render::render_table(&title, &header, &rows) {
            Ok(bytes) => Some(Attachment {
                filename: format!("tournament-{}-round-{}.png", info.id, info.round),
                mime: "image/png".into(),
                bytes,
            }),
            Err(error) => {
                tracing::warn!(%error, "standings image");
                None
            }
        }
    }

    /// Moves every running tournament on (the scheduler's look).
    pub(crate) async fn tournaments_due(&self) -> Result<Vec<Outbound>, ServiceError> {
        let mut out = Vec::new();
        for t in self.store().running_tournaments().await? {
            out.extend(self.tournament_progress(t.id).await?);
        }
        Ok(out)
    }

    /// Moves a tournament on as far as its games allow: records each finished game's result
    /// (announcing the standings after it), opens the next round once a round is complete,
    /// declares the end after the last. Each step is claimed in the store, so that it is
    /// announced once whoever looks.
    pub(crate) async fn tournament_progress(&self, id: i64) -> Result<Vec<Outbound>, ServiceError> {
        let mut out = Vec::new();
        // A round of byes and forfeits completes at once: a few passes at most.
        for _ in 0..8 {
            let Some(t) = self.store().tournament(id).await? else {
                break;
            };
            if t.status != TournamentStatus::Running {
                break;
            }
            let Some(platform) = Platform::parse(&t.platform) else {
                break;
            };
            let channel = Channel {
                platform,
                id: t.channel_id.clone(),
                thread: t.thread_id.clone(),
                community: t.community.clone(),
            };
            let lang = self.channel_lang(&channel).await;
            let entrants = self.store().entrants(id).await?;
            let mut progressed = false;
            for p in self.store().pairings(id).await? {
                if p.round != t.current_round || p.result.is_some() {
                    continue;
                }
                let Some(game) = p.game_id else { continue };
                let Some(row) = self.store().game(game).await? else {
                    continue;
                };
                if row.status != GameStatus::Finished {
                    continue;
                }
                let result = match row.winner.as_deref() {
                    Some("white") => Played::WhiteWon,
                    Some("black") => Played::BlackWon,
                    _ => Played::Draw,
                };
                if self
                    .store()
                    .settle_pairing(id, p.round, p.board, result.code())
                    .await?
                {
                    progressed = true;
                    let pairings = self.store().pairings(id).await?;
                    let mut settled = p.clone();
                    settled.result = Some(result.code().into());
                    let after = pairing_line(platform, &entrants, &settled);
                    let info = standings_info(platform, &t, &entrants, &pairings, Some(after));
                    let image = self.standings_image(&info, lang);
                    let mut answer = Answer::say(Say::Standings(info));
                    if let Some(image) = image {
                        answer = answer.image(image);
                    }
                    out.push(Outbound::to_channel(
                        channel.clone(),
                        answer.render(lang, Via::Text),
                    ));
                }
            }
            let pairings = self.store().pairings(id).await?;
            let round_done = pairings
                .iter()
                .filter(|p| p.round == t.current_round)
                .all(|p| p.result.is_some());
            if !round_done {
                if !progressed {
                    break;
                }
                continue;
            }
            let total = t.total_rounds.unwrap_or(0);
            if t.current_round >= total {
                if self.store().finish_tournament(id).await? {
                    let mut finished = t.clone();
                    finished.status = TournamentStatus::Finished;
                    let info = standings_info(platform, &finished, &entrants, &pairings, None);
                    let winner = info.lines.first().map(|l| l.player.clone());
                    let image = self.standings_image(&info, lang);
                    let mut answer = Answer::say(Say::Standings(info));
                    if let Some(winner) = winner {
                        answer = answer.then(Say::TournamentOver { id, winner });
                    }
                    if let Some(image) = image {
                        answer = answer.image(image);
                    }
                    out.push(Outbound::to_channel(
                        channel.clone(),
                        answer.render(lang, Via::Text),
                    ));
                }
                break;
            }
            let next = t.current_round + 1;
            let variant: Variant = t.variant.parse().unwrap_or(Variant::English);
            let mut seeded = entrants.clone();
            seeded.sort_by_key(|e| e.seed.unwrap_or(i64::MAX));
            let (new_rows, new_pairings) = if t.format.as_deref() == Some("swiss") {
                let players = swiss_players(&seeded, &pairings);
                let round = pairing::swiss_round(&players);
                let stored = new_pairings(&seeded, next, &round);
                let rows = stored
                    .iter()
                    .map(|p| PairingRow {
                        round: next,
                        board: p.board,
                        white_id: p.white_id.clone(),
                        black_id: p.black_id.clone(),
                        game_id: None,
                        result: None,
                        reported: false,
                    })
                    .collect();
                (rows, stored)
            } else {
                let rows: Vec<PairingRow> = pairings
                    .iter()
                    .filter(|p| p.round == next)
                    .cloned()
                    .collect();
                (rows, Vec::new())
            };
            let mut round = round_to_open(&seeded, variant, next, &new_rows);
            round.pairings = new_pairings;
            let Some(games) = self.store().open_round(&t, &round).await? else {
                continue;
            };
            let lines = pairing_lines(platform, &seeded, &new_rows, &games);
            let mut started = new_rows.clone();
            for row in &mut started {
                if let Some((_, result)) = round.settled.iter().find(|(b, _)| *b == row.board) {
                    row.result = Some(result.clone());
                }
            }
            let lines: Vec<PairingLine> = lines
                .into_iter()
                .zip(&started)
                .map(|(mut line, row)| {
                    line.result = row.result.clone();
                    line
                })
                .collect();
            out.push(Outbound::to_channel(
                channel.clone(),
                Answer::say(Say::RoundStarted {
                    id,
                    round: next,
                    rounds: total,
                    pairings: lines,
                })
                .render(lang, Via::Text),
            ));
        }
        for outbound in &mut out {
            self.fill_handles(&mut outbound.reply).await;
        }
        Ok(out)
    }
}

/// The pairings of a round to store, board by board, from seeds.
fn new_pairings(
    entrants: &[EntrantRow],
    round: i64,
    pairings: &[pairing::Pairing],
) -> Vec<NewPairing> {
    pairings
        .iter()
        .enumerate()
        .map(|(board, &(white, black))| NewPairing {
            round,
            board: board as i64 + 1,
            white_id: entrants[white].user_id.clone(),
            black_id: black.map(|b| entrants[b].user_id.clone()),
        })
        .collect()
}

/// What opening a round does: byes and forfeits (a player who left) settled, the other games
/// started.
fn round_to_open(
    entrants: &[EntrantRow],
    variant: Variant,
    round: i64,
    rows: &[PairingRow],
) -> NewRound {
    let by_id: HashMap<&str, &EntrantRow> =
        entrants.iter().map(|e| (e.user_id.as_str(), e)).collect();
    let gone = |id: &str| by_id.get(id).is_none_or(|e| e.left_at.is_some());
    let mut open = NewRound {
        round,
        ..NewRound::default()
    };
    for p in rows {
        let Some(black) = &p.black_id else {
            open.settled.push((p.board, Played::Bye.code().into()));
            continue;
        };
        let settled = match (gone(&p.white_id), gone(black)) {
            (true, true) => Some(Played::DoubleForfeit),
            (true, false) => Some(Played::BlackByForfeit),
            (false, true) => Some(Played::WhiteByForfeit),
            (false, false) => None,
        };
        match settled {
            Some(played) => open.settled.push((p.board, played.code().into())),
            None => open.games.push(TournamentGame {
                board: p.board,
                start_fen: Position::start(variant).to_fen(),
                white_id: p.white_id.clone(),
                white_name: by_id[p.white_id.as_str()].name.clone(),
                black_id: black.clone(),
                black_name: by_id[black.as_str()].name.clone(),
            }),
        }
    }
    open
}

/// What the Swiss pairing needs to know of each player (by seed), from the results so far.
fn swiss_players(seeded: &[EntrantRow], pairings: &[PairingRow]) -> Vec<SwissPlayer> {
    let index: HashMap<&str, usize> = seeded
        .iter()
        .enumerate()
        .map(|(i, e)| (e.user_id.as_str(), i))
        .collect();
    let mut players: Vec<SwissPlayer> = seeded
        .iter()
        .map(|e| SwissPlayer {
            left: e.left_at.is_some(),
            ..SwissPlayer::default()
        })
        .collect();
    for p in pairings {
        let Some(&w) = index.get(p.white_id.as_str()) else {
            continue;
        };
        let played = p.result.as_deref().and_then(Played::parse);
        let (wp, bp) = played.map_or((0.0, 0.0), Played::points);
        players[w].score += wp;
        match p.black_id.as_deref().and_then(|b| index.get(b)) {
            Some(&b) => {
                players[b].score += bp;
                players[w].met.insert(b);
                players[b].met.insert(w);
                players[w].balance += 1;
                players[b].balance -= 1;
                players[w].last_white = Some(true);
                players[b].last_white = Some(false);
            }
            None => players[w].had_bye = true,
        }
    }
    players
}

fn person(platform: Platform, e: &EntrantRow) -> User {
    User {
        platform,
        id: e.user_id.clone(),
        name: e.name.clone(),
        username: None,
    }
}

fn pairing_line(platform: Platform, entrants: &[EntrantRow], p: &PairingRow) -> PairingLine {
    let find = |id: &str| {
        entrants.iter().find(|e| e.user_id == id).map_or_else(
            || User {
                platform,
                id: id.to_string(),
                name: id.to_string(),
                username: None,
            },
            |e| person(platform, e),
        )
    };
    PairingLine {
        white: find(&p.white_id),
        black: p.black_id.as_deref().map(find),
        game: p.game_id,
        result: p.result.clone(),
    }
}

/// A round's pairings with the games just started.
fn pairing_lines(
    platform: Platform,
    entrants: &[EntrantRow],
    rows: &[PairingRow],
    games: &[(i64, i64)],
) -> Vec<PairingLine> {
    rows.iter()
        .map(|p| {
            let mut line = pairing_line(platform, entrants, p);
            line.game = games.iter().find(|(b, _)| *b == p.board).map(|(_, g)| *g);
            if line.black.is_none() {
                line.result = Some(Played::Bye.code().into());
            }
            line
        })
        .collect()
}

/// The standings of a tournament as they stand.
fn standings_info(
    platform: Platform,
    t: &TournamentRow,
    entrants: &[EntrantRow],
    pairings: &[PairingRow],
    after: Option<PairingLine>,
) -> StandingsInfo {
    let variant = t.variant.parse().unwrap_or(Variant::English);
    let swiss = t.format.as_deref() == Some("swiss");
    let started = t.status != TournamentStatus::Open;
    let mut seeded = entrants.to_vec();
    seeded.sort_by_key(|e| (e.seed.unwrap_or(i64::MAX), e.joined_at));
    let index: HashMap<&str, usize> = seeded
        .iter()
        .enumerate()
        .map(|(i, e)| (e.user_id.as_str(), i))
        .collect();
    let results: Vec<(usize, Option<usize>, Played)> = pairings
        .iter()
        .filter_map(|p| {
            let played = Played::parse(p.result.as_deref()?)?;
            let white = *index.get(p.white_id.as_str())?;
            let black = match &p.black_id {
                Some(b) => Some(*index.get(b.as_str())?),
                None => None,
            };
            Some((white, black, played))
        })
        .collect();
    let tie_break = if swiss {
        TieBreak::Buchholz
    } else {
        TieBreak::SonnebornBerger
    };
    let lines = pairing::standings(seeded.len(), &results, tie_break)
        .into_iter()
        .enumerate()
        .map(|(rank, s)| StandingLine {
            rank: rank + 1,
            player: person(platform, &seeded[s.player]),
            points: s.points,
            played: s.played,
            tie_break: s.tie_break,
            left: seeded[s.player].left_at.is_some(),
        })
        .collect();
    StandingsInfo {
        id: t.id,
        variant,
        started,
        swiss,
        round: t.current_round,
        rounds: t.total_rounds.unwrap_or(0),
        finished: t.status == TournamentStatus::Finished,
        after,
        lines,
    }
}
