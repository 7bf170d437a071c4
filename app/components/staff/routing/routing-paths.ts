/** The routing table's page: the rule pages, the history and the saves lead back here. */
export const ROUTING_PATH = '/forvaltning/ruting'
