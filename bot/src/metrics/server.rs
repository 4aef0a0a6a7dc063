//! The HTTP server at `METRICS_ADDR`: `/healthz` and `/metrics`, until the application's
//! stop.

use std::net::SocketAddr;
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use metrics_exporter_prometheus::PrometheusHandle;
use tokio::net::TcpListener;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

use super::{ADAPTER_CONNECTED, GAMES_UNDER_WAY, Health, SCHEDULER_BACKLOG, Status};
use crate::store::Store;

/// How long a health check or a scrape waits for the database.
const ASK_WITHIN: Duration = Duration::from_secs(2);

/// How long a stop waits for the requests under way.
const CLOSE_WITHIN: Duration = Duration::from_secs(1);

/// How often the histograms' recent samples are folded in when nobody scrapes.
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

/// Why the server cannot start; the message names the variable.
#[derive(Debug, thiserror::Error)]
pub enum MetricsError {
    #[error("METRICS_ADDR is `{0}`: not an address to listen on, such as 127.0.0.1:9100")]
    Address(String),
    #[error("METRICS_ADDR {address}: cannot listen there: {source}")]
    Listen {
        address: SocketAddr,
        #[source]
        source: std::io::Error,
    },
}

/// The clock events due and not yet done, read at each scrape: the scheduler's to count
/// (it knows what is due), so that metrics, below it, need not know it.
pub type Backlog = std::sync::Arc<
    dyn Fn() -> std::pin::Pin<Box<dyn Future<Output = Result<usize, String>> + Send>> + Send + Sync,
>;

/// What the server reports on.
#[derive(Clone)]
pub struct Monitor {
    /// The service's store (and clock): asked at each request.
    pub store: Store,
    pub health: Health,
    pub prometheus: PrometheusHandle,
    /// The scheduler's backlog ([`crate::scheduler::backlog`]).
    pub backlog: Backlog,
}

/// The running server.
pub struct MetricsServer {
    address: SocketAddr,
    close: CancellationToken,
    server: JoinHandle<()>,
    upkeep: JoinHandle<()>,
}

impl MetricsServer {
    /// Reads `METRICS_ADDR`'s value.
    pub fn parse_address(text: &str) -> Result<SocketAddr, MetricsError> {
        text.trim()
            .parse()
            .map_err(|_| MetricsError::Address(text.to_string()))
    }

    /// Takes the address (port 0: any free one), so that a taken port fails at start-up.
    pub async fn bind(address: SocketAddr) -> Result<TcpListener, MetricsError> {
        TcpListener::bind(address)
            .await
            .map_err(|source| MetricsError::Listen { address, source })
    }

    /// Serves `/healthz` and `/metrics` on `listener` until `stop` completes (the
    /// application's stop is requested) or [`MetricsServer::close`].
    pub fn serve(
        listener: TcpListener,
        monitor: Monitor,
        stop: impl Future<Output = ()> + Send + 'static,
    ) -> MetricsServer {
        let address = listener
            .local_addr()
            .expect("a bound listener has an address");
        let close = CancellationToken::new();
        let upkeep = tokio::spawn({
            let prometheus = monitor.prometheus.clone();
            async move {
                loop {
                    tokio::time::sleep(UPKEEP_EVERY).await;
                    prometheus.run_upkeep();
                }
            }
        });
        let app = Router::new()
            .route("/healthz", get(healthz))
            .route("/metrics", get(metrics))
            .with_state(monitor);
        let shutdown = {
            let close = close.clone();
            async move {
                tokio::select! {
                    () = stop => {}
                    () = close.cancelled() => {}
                }
            }
        };
        let server = tokio::spawn(async move {
            if let Err(error) = axum::serve(listener, app)
                .with_graceful_shutdown(shutdown)
                .await
            {
                tracing::warn!(%error, "the metrics server stopped");
            }
        });
        tracing::info!(%address, "serving /metrics and /healthz");
        MetricsServer {
            address,
            close,
            server,
            upkeep,
        }
    }

    /// Where it listens.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Stops taking requests and ends within a second, whatever the clients do.
    pub async fn close(self) {
        let MetricsServer {
            close,
            mut server,
            upkeep,
            ..
        } = self;
        close.cancel();
        upkeep.abort();
        if tokio::time::timeout(CLOSE_WITHIN, &mut server)
            .await
            .is_err()
        {
            server.abort();
        }
    }
}

/// 200 when the database answers and every adapter is connected; 503 otherwise. One line a
/// part: `database: ok`, `discord: 1 of 2 shards connected`.
async fn healthz(State(monitor): State<Monitor>) -> Response {
    let database = match tokio::time::timeout(ASK_WITHIN, monitor.store.ping()).await {
        Ok(Ok(())) => Status::Up,
        Ok(Err(error)) => Status::Down(short(&error.to_string())),
        Err(_) => Status::Down(format!("no answer within {ASK_WITHIN:?}")),
    };
    let parts: Vec<(&str, Status)> = std::iter::once(("database", database))
        .chain(monitor.health.report())
        .collect();
    let healthy = parts.iter().all(|(_, status)| status.is_up());
    let body: String = parts
        .iter()
        .map(|(part, status)| format!("{part}: {status}\n"))
        .collect();
    let status = match healthy {
        true => StatusCode::OK,
        false => StatusCode::SERVICE_UNAVAILABLE,
    };
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        body,
    )
        .into_response()
}

/// The Prometheus text format, with the gauges read now.
async fn metrics(State(monitor): State<Monitor>) -> Response {
    refresh_gauges(&monitor).await;
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        monitor.prometheus.render(),
    )
        .into_response()
}

/// The gauges are states, not events: read at each scrape. A database that does not answer
/// leaves the last values (`/healthz` says why).
async fn refresh_gauges(monitor: &Monitor) {
    for (adapter, status) in monitor.health.report() {
        ::metrics::gauge!(ADAPTER_CONNECTED, "adapter" => adapter)
            .set(f64::from(u8::from(status.is_up())));
    }
    let store = &monitor.store;
    match tokio::time::timeout(ASK_WITHIN, store.games_under_way()).await {
        Ok(Ok(games)) => ::metrics::gauge!(GAMES_UNDER_WAY).set(games as f64),
        Ok(Err(error)) => tracing::debug!(%error, "games under way"),
        Err(_) => tracing::debug!("games under way: no answer"),
    }
    match tokio::time::timeout(ASK_WITHIN, (monitor.backlog)()).await {
        Ok(Ok(due)) => ::metrics::gauge!(SCHEDULER_BACKLOG).set(due as f64),
        Ok(Err(error)) => tracing::debug!(%error, "scheduler backlog"),
        Err(_) => tracing::debug!("scheduler backlog: no answer"),
    }
}

/// A reason short enough for a health line.
fn short(text: &str) -> String {
    const LIMIT: usize = 120;
    let line = text.lines().next().unwrap_or_default();
    match line.char_indices().nth(LIMIT) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line.to_string(),
    }
}
