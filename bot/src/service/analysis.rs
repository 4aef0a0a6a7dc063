//! `!analyse [#game]` (and `!analyze`): every move of a finished game, or of a game against
//! the bot, weighed by the engine; the costliest mistakes of each side with the better move
//! and the line that shows why; and the evaluation chart with the mistakes marked — one
//! reply. A live game between people is refused (the engine would help one of them).
//!
//! The analysis runs in the engine pool as a tracked background task. When it is done within
//! [`EngineOptions::progress_after`](super::EngineOptions) the command answers with it;
//! otherwise the command answers with a progress message, which the task updates (adapters
//! edit that message) and closes before it posts the analysis in the channel.

use std::collections::HashSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use render::{ChartOptions, MarkedMove};
use rules::{Color, Game};
use tokio::sync::{oneshot, watch};

use super::answer::Answer;
use super::clock::channel_of;
use super::computer::{bot_color, database_evals, eval_for_people};
use super::context::Ctx;
use super::load::Loaded;
use super::pick::picked;
use super::pool::{Asked, Ticket, person_key};
use super::shared::closed;
use super::{Answers, Service, ServiceError};
use crate::i18n::{
    AnalysisReport, Eval, FloodSay, Lang, MistakeLine, MoveEval, Say, SideSummary,
    render as render_say,
};
use crate::message::{Attachment, Outbound, Progress, User, Via, plain};
use crate::store::GameStatus;

/// The most mistakes of one side a report lists (the costliest, in the order played).
const MISTAKES_SHOWN: usize = 5;

/// The analyses under way in this process: one a game, and one a person.
#[derive(Default)]
pub(crate) struct Analyses {
    games: Mutex<HashSet<i64>>,
    people: Mutex<HashSet<String>>,
    next_progress: AtomicU64,
}

/// Frees a game and its asker for another analysis when its analysis ends, however it ends.
struct UnderWay {
    service: Service,
    game: i64,
    person: String,
}

impl Drop for UnderWay {
    fn drop(&mut self) {
        let analyses = &self.service.inner.analyses;
        analyses
            .games
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.game);
        analyses
            .people
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.person);
    }
}

/// What an analysis needs to put its result into words, owned by its task.
struct Audience {
    lang: Lang,
    white: User,
    black: User,
}

impl Service {
    pub(crate) async fn analyse(&self, ctx: &Ctx<'_>, id: Option<i64>) -> Answers {
        let loaded = picked!(self.pick_view(ctx, id, "!analyse #12").await?);
        let row = &loaded.row;
        let game = row.id;
        if row.giveaway {
            return Ok(vec![Answer::refuse(Say::AnalysisOfGiveaway { game })]);
        }
        match row.status {
            GameStatus::Finished => {}
            GameStatus::Active if bot_color(row).is_some() => {}
            GameStatus::Active => {
                return Ok(vec![Answer::refuse(Say::AnalysisOfLiveGame { game })]);
            }
            GameStatus::Challenge => return Ok(vec![Answer::refuse(Say::NothingPlayed { game })]),
            GameStatus::Declined | GameStatus::Cancelled => return Ok(vec![closed(&loaded)]),
        }
        if loaded.game.plies().next().is_none() {
            return Ok(vec![Answer::refuse(Say::NothingPlayed { game })]);
        }
        let author = &ctx.incoming.author;
        let person = person_key(author.platform.as_str(), &author.id);
        let ticket = match self.inner.pool.ticket(&person, Asked::ByPerson) {
            Ok(ticket) => ticket,
            Err(busy) => {
                let full = Say::Flood(FloodSay::EngineQueueFull {
                    count: busy.waiting,
                });
                return Ok(vec![Answer::refuse(full)]);
            }
        };
        let analyses = &self.inner.analyses;
        if analyses
            .people
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .contains(&person)
        {
            let yours = Say::Flood(FloodSay::AnalysisOfYoursUnderWay);
            return Ok(vec![Answer::refuse(yours)]);
        }
        let fresh = analyses
            .games
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(game);
        if !fresh {
            return Ok(vec![Answer::refuse(Say::AnalysisUnderWay { game })]);
        }
        analyses
            .people
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(person.clone());
        let under_way = UnderWay {
            service: self.clone(),
            game,
            person,
        };
        let progress_id = self
            .inner
            .analyses
            .next_progress
            .fetch_add(1, Ordering::Relaxed);
        let total = loaded.game.plies().count() + 1;
        let audience = Audience {
            lang: ctx.lang,
            white: ctx.player(row, Color::White),
            black: ctx.player(row, Color::Black),
        };
        // The result goes to the command while it waits, else to the channel.
        let (result_tx, result_rx) = oneshot::channel::<Answer>();
        let waiting = Arc::new(Mutex::new(Some(result_tx)));
        let service = self.clone();
        let handed_over = waiting.clone();
        let channel = channel_of(row).unwrap_or_else(|| ctx.incoming.channel.clone());
        self.inner.background.spawn(async move {
            let _under_way = under_way;
            let started = Instant::now();
            let answer = match service
                .run_analysis(
                    ticket,
                    &loaded,
                    &audience,
                    progress_id,
                    &handed_over,
                    &channel,
                )
                .await
            {
                Ok(answer) => answer,
                Err(error) => {
                    tracing::error!(game, %error, "analysis failed");
                    Answer::refuse(Say::InternalError)
                }
            };
            let sender = handed_over.lock().unwrap_or_else(|e| e.into_inner()).take();
            match sender {
                Some(sender) => {
                    let _ = sender.send(answer);
                }
                None => {
                    let done = Answer::say(Say::AnalysisDone {
                        game,
                        total,
                        seconds: started.elapsed().as_secs_f64(),
                    })
                    .progress(Progress {
                        id: progress_id,
                        last: true,
                    });
                    let lang = audience.lang;
                    for reply in [done, answer] {
                        service.announce(Outbound::to_channel(
                            channel.clone(),
                            reply.render(lang, Via::Text),
                        ));
                    }
                }
            }
        });
        let wait = self.options().engine.progress_after;
        let mut result_rx = result_rx;
        match tokio::time::timeout(wait, &mut result_rx).await {
            Ok(Ok(answer)) => return Ok(vec![answer]),
            Ok(Err(_)) => return Err(ServiceError::Engine("the analysis ended unanswered".into())),
            Err(_) => {}
        }
        let handed = waiting.lock().unwrap_or_else(|e| e.into_inner()).take();
        if handed.is_none() {
            // Finished as the wait ran out: the answer is on its way.
            return match result_rx.await {
                Ok(answer) => Ok(vec![answer]),
                Err(_) => Err(ServiceError::Engine("the analysis ended unanswered".into())),
            };
        }
        Ok(vec![
            Answer::say(Say::AnalysisProgress {
                game,
                done: 0,
                total,
            })
            .progress(Progress {
                id: progress_id,
                last: false,
            }),
        ])
    }

    /// Analyses the game in the pool (progress updates posted once the command has answered
    /// with its progress message) and puts the result into words with its chart.
    async fn run_analysis(
        &self,
        ticket: Ticket,
        loaded: &Loaded,
        audience: &Audience,
        progress_id: u64,
        waiting: &Mutex<Option<oneshot::Sender<Answer>>>,
        channel: &crate::message::Channel,
    ) -> Result<Answer, ServiceError> {
        let game_id = loaded.row.id;
        let total = loaded.game.plies().count() + 1;
        let (progress_tx, mut progress_rx) = watch::channel(0usize);
        let game = loaded.game.clone();
        let mut options = self.options().engine.analysis.clone();
        options.tablebase = self.options().engine.endgames.clone();
        // A short game needs no more time per position than a long one is given.
        let most = self.options().engine.analysis_per_position * total as u32;
        options.budget = options.budget.min(most);
        let threads = self.options().engine.search_threads;
        let search = ticket.run_wide(threads, move |stop, threads| {
            // A stopping process need not wait for the rest of the game.
            options.stop = Some(stop);
            options.threads = threads;
            let analysis = engine::analyse(&game, &options, &mut |done, _| {
                let _ = progress_tx.send(done);
            });
            let database = database_evals(options.tablebase.as_ref(), &game);
            (analysis, database)
        });
        tokio::pin!(search);
        let every = self.options().engine.progress_every;
        let mut last_update: Option<Instant> = None;
        let analysis = loop {
            tokio::select! {
                result = &mut search => break result?,
                changed = progress_rx.changed() => {
                    if changed.is_err() {
                        // The search is over; its result comes next.
                        break (&mut search).await?;
                    }
                    let handed_over = waiting.lock().unwrap_or_else(|e| e.into_inner()).is_none();
                    let due = last_update.is_none_or(|at| at.elapsed() >= every);
                    if handed_over && due {
                        last_update = Some(Instant::now());
                        let done = *progress_rx.borrow_and_update();
                        let update = Answer::say(Say::AnalysisProgress { game: game_id, done, total })
                            .progress(Progress { id: progress_id, last: false });
                        self.announce(Outbound::to_channel(
                            channel.clone(),
                            update.render(audience.lang, Via::Text),
                        ));
                    }
                }
            }
        };
        let (analysis, database) = analysis;
        let report = report(loaded, audience, &analysis, &database);
        let marks: Vec<MarkedMove> = report
            .mistakes
            .iter()
            .map(|m| MarkedMove {
                ply: m.ply,
                side: m.color,
            })
            .collect();
        let title = Say::EvaluationChartTitle {
            game: game_id,
            white: audience.white.clone(),
            black: audience.black.clone(),
        };
        let options = ChartOptions {
            title: Some(plain(&render_say(&title, audience.lang))),
            ..ChartOptions::default()
        };
        let scores = analysis.evaluations.clone();
        let png = self
            .render_off_thread(move || render::render_evaluation_chart(&scores, &marks, &options))
            .await?;
        let chart = Attachment {
            filename: format!("dama-{game_id}-analysis.png"),
            mime: "image/png".into(),
            bytes: png,
        };
        let puzzles = self.puzzles_made_from(loaded).await?;
        Ok(Answer::say(Say::Analysis(report.report))
            .about(game_id)
            .image(chart)
            .then_maybe(puzzles))
    }
}

/// The report and where its mistakes were played.
struct Report {
    report: AnalysisReport,
    mistakes: Vec<Marked>,
}

struct Marked {
    ply: usize,
    color: Color,
}

/// Puts an engine's analysis of a game into a report for people.
/// `database`: what the endgame databases say of each position, where they decide it.
fn report(
    loaded: &Loaded,
    audience: &Audience,
    analysis: &engine::Analysis,
    database: &[Option<Eval>],
) -> Report {
    let decided = |ply: usize| database.get(ply).copied().flatten();
    let game: &Game = &loaded.game;
    let numbers = move_numbers(game);
    let player = |color| match color {
        Color::White => audience.white.clone(),
        Color::Black => audience.black.clone(),
    };
    let mut shown: Vec<&engine::Mistake> = Vec::new();
    for color in [Color::White, Color::Black] {
        let mut side: Vec<&engine::Mistake> = analysis.mistakes_of(color).collect();
        // The costliest, decisive ones first, then back in the order played.
        side.sort_by_key(|m| (!m.decisive, -m.review.cost));
        side.truncate(MISTAKES_SHOWN);
        shown.extend(side);
    }
    shown.sort_by_key(|m| m.review.ply);
    let mistakes: Vec<MistakeLine> = shown
        .iter()
        .map(|m| MistakeLine {
            move_number: numbers[m.review.ply - 1],
            color: m.review.color,
            played: m.review.played_text.clone(),
            better: m.better.clone(),
            better_line: m.better_line.clone(),
            refutation: m.refutation.clone(),
            cost: m.review.cost,
            decisive: m.decisive,
            before: decided(m.review.ply - 1)
                .unwrap_or_else(|| eval_for_people(m.review.before, m.review.color)),
            after: decided(m.review.ply)
                .unwrap_or_else(|| eval_for_people(m.review.after, m.review.color)),
        })
        .collect();
    let moves: Vec<MoveEval> = analysis
        .moves
        .iter()
        .map(|review| MoveEval {
            move_number: numbers[review.ply - 1],
            color: review.color,
            text: review.played_text.clone(),
            eval: decided(review.ply)
                .unwrap_or_else(|| eval_for_people(analysis.evaluations[review.ply], Color::White)),
            mistake: shown.iter().any(|m| m.review.ply == review.ply),
        })
        .collect();
    let sides = [Color::White, Color::Black]
        .into_iter()
        .map(|color| {
            let played: Vec<&engine::MoveReview> =
                analysis.moves.iter().filter(|r| r.color == color).collect();
            let lost: i64 = played.iter().map(|r| i64::from(r.cost.max(0))).sum();
            SideSummary {
                color,
                player: player(color),
                moves: played.len(),
                average_loss: i32::try_from(lost / played.len().max(1) as i64).unwrap_or(i32::MAX),
                mistakes: analysis.mistakes_of(color).count(),
                decisive: analysis.mistakes_of(color).filter(|m| m.decisive).count(),
            }
        })
        .collect();
    Report {
        mistakes: shown
            .iter()
            .map(|m| Marked {
                ply: m.review.ply,
                color: m.review.color,
            })
            .collect(),
        report: AnalysisReport {
            game: loaded.row.id,
            variant: game.variant(),
            white: audience.white.clone(),
            black: audience.black.clone(),
            outcome: game.outcome(),
            aborted: loaded.row.is_aborted(),
            sides,
            mistakes,
            moves,
        },
    }
}

/// The move number of each ply, as the game's record numbers them: a new number with each
/// move of the side that moved first (Black in English draughts, White elsewhere).
fn move_numbers(game: &Game) -> Vec<usize> {
    let mut numbers = Vec::new();
    let mut first = None;
    let mut number = 0;
    for ply in game.plies() {
        let opener = *first.get_or_insert(ply.color);
        if ply.color == opener || number == 0 {
            number += 1;
        }
        numbers.push(number);
    }
    numbers
}
