-- Health of a Trainer v2 TrainJob: conditions Created, Suspended, Complete, Failed.
local runningIsHealthy = false
local hs = {status = "Progressing", message = "Waiting for the Trainer controller"}
if obj.status == nil or obj.status.conditions == nil then
  return hs
end
local created = nil
for _, c in ipairs(obj.status.conditions) do
  if c.status == "True" then
    if c.type == "Failed" then
      return {status = "Degraded", message = c.message or "Failed"}
    elseif c.type == "Complete" then
      return {status = "Healthy", message = c.message or "Complete"}
    elseif c.type == "Suspended" then
      return {status = "Suspended", message = c.message or "Suspended"}
    elseif c.type == "Created" then
      created = c
    end
  end
end
if created ~= nil then
  -- created and not suspended: the JobSet runs
  hs.message = created.message or "Created"
  if runningIsHealthy then
    hs.status = "Healthy"
  end
end
return hs
